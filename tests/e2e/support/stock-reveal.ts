import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/** The origin the stock page is served at (answered by the browser context, never by Lectern). */
export const STOCK_ORIGIN = 'http://stock-reveal.test';
const revealDist = path.dirname(createRequire(import.meta.url).resolve('reveal.js'));

/** A page with stock reveal.js from the registry package and nothing else, showing `markup`. */
const stockPage = (markup: string) => `<!doctype html>
<html><head><meta charset="utf-8"><link rel="stylesheet" href="/reveal.css"></head>
<body><div class="reveal"><div class="slides">${markup}</div></div>
<script src="/reveal.js"></script>
<script>Reveal.initialize({ hash: false }).then(() => { document.body.dataset.ready = 'true'; });</script>
</body></html>`;

/** Makes the context answer `STOCK_ORIGIN`: reveal.js's files, and a page of the `deck` query's markup. */
export async function serveStockReveal(context: BrowserContext): Promise<void> {
  const files: Record<string, { body: Buffer; contentType: string }> = {
    '/reveal.js': { body: await readFile(path.join(revealDist, 'reveal.js')), contentType: 'text/javascript' },
    '/reveal.css': { body: await readFile(path.join(revealDist, 'reveal.css')), contentType: 'text/css' },
  };
  await context.route(`${STOCK_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const file = files[url.pathname];
    if (file) return route.fulfill({ status: 200, contentType: file.contentType, body: file.body });
    const markup = url.searchParams.get('deck') ?? '';
    return route.fulfill({ status: 200, contentType: 'text/html', body: stockPage(markup) });
  });
}

/** Opens `markup` in stock reveal.js on a page of `context` (served by `serveStockReveal`), once it is ready. */
export async function openInStockReveal(context: BrowserContext, markup: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${STOCK_ORIGIN}/?deck=${encodeURIComponent(markup)}`);
  await page.locator('body[data-ready="true"]').waitFor();
  return page;
}
