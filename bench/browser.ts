import path from 'node:path';
import type { Page } from 'playwright-core';
import type { ApiSession } from '../tests/e2e/support/api-session.js';
import { signUp } from '../tests/e2e/support/accounts.js';
import { launchBrowser, type LaunchedBrowser } from '../tests/e2e/support/browser.js';
import { startLectern } from '../tests/e2e/support/server.js';
import { reportLoad } from './stats.js';

export interface BrowserBench {
  readonly lectern: Awaited<ReturnType<typeof startLectern>>;
  readonly browser: LaunchedBrowser;
  /** The built web app the server serves (E2E_WEB_ROOT, else apps/web/dist). */
  readonly webRoot: string;
  /** The API session of the person the benchmark acts as, signed up and signed in. */
  readonly api: ApiSession;
  /** The load average the run started under (printed): its figures are marked `loaded` above the quiet level. */
  readonly startLoad: number;
  /** Stops Lectern and Chromium, and prints the load average the run ended under. */
  stop(): Promise<void>;
}

/** What a benchmark in the browser starts from: Lectern, Chromium and a signed-up person. */
export async function startBrowserBench(username: string, password: string): Promise<BrowserBench> {
  const startLoad = reportLoad('start');
  const lectern = await startLectern();
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await lectern.stop();
    throw error;
  });
  const stop = async () => {
    await browser.close();
    await lectern.stop();
    reportLoad('end');
  };
  try {
    const webRoot = process.env.E2E_WEB_ROOT ?? path.resolve(import.meta.dirname, '../apps/web/dist');
    return { lectern, browser, webRoot, api: await signUp(lectern.url, username, password), startLoad, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A load of `url` with nothing cached, in a tab of its own, given to `measure` and closed after: a
 * tab that had shown another page makes the next load pay for leaving it, more after a page of
 * another origin, which would tilt a comparison between pages.
 */
export async function inFreshTab<T>(browser: LaunchedBrowser, url: string, measure: (page: Page) => Promise<T>) {
  const page = await browser.newPage();
  try {
    await page.context().clearCookies();
    const client = await page.context().newCDPSession(page);
    await client.send('Network.clearBrowserCache');
    await client.detach();
    await page.goto(url, { waitUntil: 'load' });
    return await measure(page);
  } finally {
    await page.close();
  }
}
