// `npm run bench -- public`: the front door's first paint. The home page as Lectern serves it
// (painted by the server, then taken over by the app) against the same page saved as static HTML
// and served by a plain static server, loads alternated in one run; and Explore with 10,000
// public decks against the home page of the same run. Prints `home_lcp_ms`, `static_home_lcp_ms`,
// `home_lcp_vs_static_ratio` (target <= 1.2), `explore_lcp_ms` and `explore_vs_home_lcp_ratio`
// (target <= 1.2), and the load average at the start and the end; figures taken above the quiet
// load are marked `loaded`.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '@lectern/db';
import { launchBrowser, type LaunchedBrowser } from '../tests/e2e/support/browser.js';
import { freePort, repoRoot, startApp, waitForReady } from '../tests/distributed/processes.js';
import { inFreshTab } from './browser.js';
import { seedDecks } from './seed-decks.js';
import { percentile, reportLoad, reportMarked } from './stats.js';

const LOADS = Number(process.env.BENCH_PUBLIC_LOADS ?? 15);
const PUBLIC_DECKS = 10_000;
/** The seed makes every tenth deck private, the first included: this many leave exactly PUBLIC_DECKS public. */
const SEEDED_DECKS = Math.ceil(PUBLIC_DECKS / 0.9);
const WORDS = ['quarterly', 'review', 'roadmap', 'design', 'sales', 'onboarding', 'pitch', 'launch'];
const WEB_ROOT = path.join(repoRoot, 'apps/web/dist');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
};

/**
 * A plain static server: `html` at `/`, the built app's files as they are on disk (no
 * compression, no painting), and the API passed on to Lectern so the saved page's app behaves as
 * it does there.
 */
async function serveStatic(html: string, lectern: URL): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://static').pathname;
    if (pathname.startsWith('/api/')) {
      const upstream = forward(
        {
          host: lectern.hostname,
          port: lectern.port,
          path: request.url,
          method: request.method,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      request.pipe(upstream);
      return;
    }
    if (pathname === '/') {
      response.writeHead(200, { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' });
      response.end(html);
      return;
    }
    const file = path.join(WEB_ROOT, path.normalize(pathname));
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Largest contentful paint of a load with nothing cached, in ms, once the app has taken the page over. */
const lcpOf = (browser: LaunchedBrowser, url: string) =>
  inFreshTab(browser, url, async (page) => {
    await page.locator('section.notifications').waitFor({ state: 'attached' });
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]!.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  });

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export async function run(): Promise<void> {
  // What `npm start` runs: the build, made again when a source changed.
  execFileSync(process.execPath, ['tools/build/build.mjs', '--if-stale'], { cwd: repoRoot, stdio: 'inherit' });
  const startLoad = reportLoad('start');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lectern-bench-public-'));
  const db = await openPglite(path.join(dataDir, 'db'));
  await seedDecks(db, { profileDecks: 0, publicDecks: SEEDED_DECKS, words: WORDS });
  await db.close();
  const app = startApp('embedded', { DATA_DIR: dataDir, WEB_ROOT, LOG_LEVEL: 'warn' }, await freePort());
  let stopStatic: (() => Promise<void>) | undefined;
  let browser: LaunchedBrowser | undefined;
  try {
    await waitForReady(app);
    const url = `http://127.0.0.1:${app.port}`;
    const { total } = (await (await fetch(`${url}/api/v1/explore`)).json()) as { total: number };
    if (total !== PUBLIC_DECKS) throw new Error(`Explore found ${total} public decks, not ${PUBLIC_DECKS}`);
    // The home page as a visitor gets it, saved as a file is.
    const saved = await (await fetch(`${url}/`)).text();
    const plain = await serveStatic(saved, new URL(url));
    stopStatic = plain.stop;
    browser = await launchBrowser();
    const home: number[] = [];
    const stat: number[] = [];
    const explore: number[] = [];
    for (let i = 0; i <= LOADS; i++) {
      const homeLoad = await lcpOf(browser, `${url}/`);
      const staticLoad = await lcpOf(browser, plain.url);
      const exploreLoad = await lcpOf(browser, `${url}/explore`);
      // The first loads warm the servers and the browser's compiled code, not its HTTP cache.
      if (i === 0) continue;
      home.push(homeLoad);
      stat.push(staticLoad);
      explore.push(exploreLoad);
    }
    reportMarked(
      {
        home_lcp_ms: median(home),
        static_home_lcp_ms: median(stat),
        home_lcp_vs_static_ratio: median(home) / median(stat),
        explore_lcp_ms: median(explore),
        explore_vs_home_lcp_ratio: median(explore) / median(home),
      },
      startLoad,
    );
  } finally {
    await browser?.close();
    await stopStatic?.();
    app.child.kill('SIGTERM');
    await app.exited;
    await rm(dataDir, { recursive: true, force: true });
    reportLoad('end');
  }
}
