import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { Logger } from '@lectern/service-kit';

/**
 * Pages run only Lectern's player on sanitized markup and reach no network (every request is
 * answered by the worker, see `deck-site.ts`); the sandbox needs user namespaces that containers
 * rarely grant, so it is off, as in the tests' Chromium.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

export interface WarmBrowser {
  /** Runs `work` on a fresh page of the warm browser (launched on first use), closing the page after. */
  withPage<T>(work: (page: Page) => Promise<T>): Promise<T>;
  /**
   * Takes a picture of `page` in front of the browser's other pages, one picture at a time:
   * headless Chromium draws no frame for a page behind another, so its screenshot would wait
   * until the protocol timed out (seen whenever two thumbnails or exports overlapped).
   */
  inFront<T>(page: Page, shoot: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The system Chromium (never a downloaded one), started on first use and kept running between
 * jobs, since starting it costs more than printing a deck. It closes after `idleMs` without a
 * page, and is started again if it crashed. Its profile is a temporary folder, removed on close.
 */
export function createWarmBrowser(options: { executablePath: string; logger: Logger; idleMs?: number }): WarmBrowser {
  const idleMs = options.idleMs ?? 5 * 60_000;
  let running: Promise<{ browser: Browser; profile: string }> | null = null;
  let openPages = 0;
  let idleTimer: NodeJS.Timeout | null = null;
  let pictures: Promise<unknown> = Promise.resolve();

  async function launch() {
    const profile = await mkdtemp(path.join(os.tmpdir(), 'lectern-chromium-'));
    try {
      const browser = await puppeteer.launch({
        executablePath: options.executablePath,
        headless: true,
        userDataDir: profile,
        args: CHROMIUM_ARGS,
      });
      browser.on('disconnected', () => {
        running = null;
        void removeProfile(profile);
      });
      options.logger.debug({ executablePath: options.executablePath }, 'Chromium started');
      return { browser, profile };
    } catch (error) {
      await removeProfile(profile);
      throw error;
    }
  }

  async function shutDown() {
    const current = running;
    running = null;
    if (!current) return;
    const { browser, profile } = await current.catch(() => ({ browser: null, profile: null }));
    await browser?.close().catch(() => undefined);
    if (profile) await removeProfile(profile);
  }

  return {
    async withPage(work) {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      openPages += 1;
      try {
        running ??= launch().catch((error: unknown) => {
          running = null;
          throw error;
        });
        const { browser } = await running;
        const page = await browser.newPage();
        try {
          return await work(page);
        } finally {
          await page.close().catch(() => undefined);
        }
      } finally {
        openPages -= 1;
        if (openPages === 0) idleTimer = setTimeout(() => void shutDown(), idleMs).unref();
      }
    },
    inFront(page, shoot) {
      const taken = pictures.then(async () => {
        await page.bringToFront();
        return shoot();
      });
      pictures = taken.catch(() => undefined);
      return taken;
    },
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      await shutDown();
    },
  };
}

/** Chromium may still be writing its profile as it exits: removal retries, and never throws. */
const removeProfile = (profile: string) =>
  rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(() => undefined);
