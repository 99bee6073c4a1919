import path from 'node:path';
import type { ApiSession } from '../tests/e2e/support/api-session.js';
import { signUp } from '../tests/e2e/support/accounts.js';
import { launchBrowser, type LaunchedBrowser } from '../tests/e2e/support/browser.js';
import { startLectern } from '../tests/e2e/support/server.js';

export interface BrowserBench {
  readonly lectern: Awaited<ReturnType<typeof startLectern>>;
  readonly browser: LaunchedBrowser;
  /** The built web app the server serves (E2E_WEB_ROOT, else apps/web/dist). */
  readonly webRoot: string;
  /** The API session of the person the benchmark acts as, signed up and signed in. */
  readonly api: ApiSession;
  stop(): Promise<void>;
}

/** What a benchmark in the browser starts from: Lectern, Chromium and a signed-up person. */
export async function startBrowserBench(username: string, password: string): Promise<BrowserBench> {
  const lectern = await startLectern();
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await lectern.stop();
    throw error;
  });
  const stop = async () => {
    await browser.close();
    await lectern.stop();
  };
  try {
    const webRoot = process.env.E2E_WEB_ROOT ?? path.resolve(import.meta.dirname, '../apps/web/dist');
    return { lectern, browser, webRoot, api: await signUp(lectern.url, username, password), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
