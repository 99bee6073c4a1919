import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { nextClientAddress } from './client-address.js';
import { workerResource } from './worker-resources.js';

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
  /** Closes the context, and Chromium with it unless it is an end-to-end worker's shared one. */
  close(): Promise<void>;
}

/**
 * What a returning visitor's browser remembers: the cookie banner was seen and the editor's
 * tutorial was shown (decision 0060). Runs in every page and frame before the app's scripts
 * (`context.addInitScript(rememberReturningVisitor)` for a context made otherwise).
 */
export function rememberReturningVisitor() {
  try {
    document.cookie = 'lectern_cookie_notice=seen; Max-Age=31536000; Path=/; SameSite=Lax';
    localStorage.setItem('lectern.editor-tutorial', '1');
  } catch {
    // A frame of an origin of its own keeps no storage.
  }
}

/**
 * A fresh browser (a context of its own, its own client address) in headless Chromium. An
 * end-to-end worker starts Chromium once and opens every file's browsers in it (docs/decisions/0019);
 * elsewhere each browser has a Chromium of its own. It is a returning visitor's unless `firstVisit`
 * (no cookies, no storage): only the tests of the cookie banner and the tutorial meet them.
 */
export async function launchBrowser(options: { firstVisit?: boolean } = {}): Promise<LaunchedBrowser> {
  const shared = workerResource('chromium', startChromium);
  const chromiumProcess = shared ? await shared : await startChromium();
  let context: BrowserContext;
  try {
    context = await chromiumProcess.browser.newContext({
      viewport: DESKTOP_VIEWPORT,
      extraHTTPHeaders: { 'x-forwarded-for': nextClientAddress() },
    });
    if (!options.firstVisit) await context.addInitScript(rememberReturningVisitor);
  } catch (error) {
    if (!shared) await chromiumProcess.stop();
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
        if (!shared) await chromiumProcess.stop();
      }
    },
  };
}

/** Starts headless Chromium; Playwright gives it a fresh profile in a temporary folder. */
async function startChromium(): Promise<{ browser: Browser; stop(): Promise<void> }> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install Debian's chromium package or set CHROMIUM_PATH.`);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  return { browser, stop: () => browser.close() };
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
