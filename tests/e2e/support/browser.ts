import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** The system Chromium (Debian's `chromium`); never a downloaded one. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface Viewport {
  width: number;
  height: number;
}

export const DESKTOP_VIEWPORT: Viewport = { width: 1440, height: 900 };
export const PHONE_VIEWPORT: Viewport = { width: 375, height: 812 };

export interface LaunchedBrowser {
  /** Every page shares this context (one cookie jar); launch another browser for a second user. */
  readonly context: BrowserContext;
  /** A new tab, DESKTOP_VIEWPORT unless told otherwise. */
  newPage(viewport?: Viewport): Promise<Page>;
  /** Closes Chromium and removes its profile folder. */
  close(): Promise<void>;
}

/** Starts headless Chromium with a fresh profile in a temporary folder. */
export async function launchBrowser(): Promise<LaunchedBrowser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install Debian's chromium package or set CHROMIUM_PATH.`);
  }
  const userDataDir = await mkdtemp(join(tmpdir(), 'lectern-chromium-'));
  const removeProfile = () => rm(userDataDir, { recursive: true, force: true });
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: DESKTOP_VIEWPORT,
    });
  } catch (error) {
    await removeProfile();
    throw error;
  }

  return {
    context,
    async newPage(viewport) {
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      return page;
    },
    async close() {
      try {
        await context.close();
      } finally {
        await removeProfile();
      }
    },
  };
}

/** Uncaught exceptions and Content-Security-Policy violations on a page, collected for a test to assert none. */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) problems.push(message.text());
  });
  return problems;
}
