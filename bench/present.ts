import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LaunchedBrowser } from '../tests/e2e/support/browser.js';
import { inFreshTab, startBrowserBench } from './browser.js';
import { largestShift, paintedBoxes, presentedBoxes } from '../tests/e2e/support/first-slide-boxes.js';
import { serveStockReveal } from './stock-reveal.js';
import { percentile, reportMarked } from './stats.js';

const SLIDES = Number(process.env.BENCH_PRESENT_SLIDES ?? 50);
const LOADS = Number(process.env.BENCH_PRESENT_LOADS ?? 15);
const USERNAME = 'bench-present';
/** The windows the first slide's boxes are compared at, painted by the server and shown by reveal.js. */
const SHIFT_VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  { width: 375, height: 667 },
];
const PASSWORD = 'secret-password';

/** A slide as the editor saves it: a title block, a text block with a list, and notes. */
const slide = (index: number) =>
  `<section data-id="s${index}">` +
  `<div class="sl-block" data-block-type="text" data-block-id="t${index}" style="left:80px; top:40px; width:800px; height:auto;"><div class="sl-block-content"><h1>Slide ${index + 1}</h1></div></div>` +
  `<div class="sl-block" data-block-type="text" data-block-id="p${index}" style="left:80px; top:220px; width:800px; height:auto;"><div class="sl-block-content"><p>Point ${index + 1}: <strong>numbers</strong> and <em>notes</em></p><ul><li>one</li><li>two</li><li>three</li></ul></div></div>` +
  `<aside class="notes">Notes for slide ${index + 1}.</aside></section>`;

/** The deck running in the show page, and in the stock reveal.js page. */
const LECTERN_READY = '.lectern-deck-host[data-ready="true"]';
const STOCK_READY = '.reveal.ready';

/**
 * Largest contentful paint of a page load, in ms from navigation start (a fresh HTTP cache and tab
 * each time), and the cumulative layout shift until the deck is ready and its page has settled.
 */
const paintOf = (browser: LaunchedBrowser, url: string, ready: string) =>
  inFreshTab(browser, url, async (page) => {
    await page.locator(ready).waitFor();
    // Shifts are counted until the server-painted slide has handed over and two frames have laid out.
    await page.locator('#server-painted-deck').waitFor({ state: 'detached' });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
    );
    return page.evaluate(
      () =>
        new Promise<{ lcp: number; cls: number }>((resolve) => {
          let cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) cls += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({ lcp: entries[entries.length - 1]!.startTime, cls });
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
  const { lectern, browser, webRoot, api, startLoad, stop } = await startBrowserBench(USERNAME, PASSWORD);
  try {
    const { deck } = (await (await api.call('POST', '/api/v1/decks', { deck: { title: 'Fifty slides' } })).json()) as {
      deck: { id: string; slug: string; version: number };
    };
    const data = Array.from({ length: SLIDES }, (_, index) => slide(index)).join('');
    const saved = await api.call('PUT', `/api/v1/decks/${deck.id}`, { deck: { data, version: deck.version } });
    if (saved.status !== 200) throw new Error(`saving the deck failed: ${saved.status} ${await saved.text()}`);

    // The deck show page and its embed view, as an anonymous visitor with nothing cached,
    // alternated with the same slides in a static page running stock reveal.js.
    const stock = await serveStockReveal(data, { width: 960, height: 700, margin: 0.05 });
    const showUrl = `${lectern.url}/${USERNAME}/${deck.slug}`;
    const embedUrl = `${showUrl}/embed`;
    const paints: number[] = [];
    const embedPaints: number[] = [];
    const stockPaints: number[] = [];
    let shift = 0;
    try {
      for (let i = 0; i <= LOADS; i++) {
        const show = await paintOf(browser, showUrl, LECTERN_READY);
        const stockLoad = await paintOf(browser, stock.url, STOCK_READY);
        const embed = await paintOf(browser, embedUrl, LECTERN_READY);
        // The first loads warm the servers and the browser's compiled code, not its HTTP cache.
        if (i === 0) continue;
        paints.push(show.lcp);
        embedPaints.push(embed.lcp);
        stockPaints.push(stockLoad.lcp);
        shift = Math.max(shift, show.cls);
      }
    } finally {
      await stock.stop();
    }
    paints.sort((a, b) => a - b);

    // How far any block of the first slide moves or resizes from the server's paint to reveal.js's.
    let firstSlideShift = 0;
    for (const viewport of SHIFT_VIEWPORTS) {
      const sized = await browser.newPage(viewport);
      const painted = await paintedBoxes(sized, showUrl);
      firstSlideShift = Math.max(firstSlideShift, largestShift(painted, await presentedBoxes(sized, showUrl)));
      await sized.close();
    }

    // What the present views download: the fullscreen view's scripts, from the build.
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${lectern.url}/${USERNAME}/${deck.slug}/fullscreen`);
    await page.locator('.lectern-deck-host[data-ready="true"]').waitFor();
    let javascript = 0;
    for (const script of scripts) javascript += gzipSync(await readFile(path.join(webRoot, script))).length;

    reportMarked(
      {
        show_lcp_50_slides_ms: percentile(paints, 50),
        show_lcp_50_slides_p90_ms: percentile(paints, 90),
        embed_lcp_50_slides_ms: median(embedPaints),
        stock_reveal_lcp_50_slides_ms: median(stockPaints),
        show_vs_stock_reveal_lcp_ratio: percentile(paints, 50) / median(stockPaints),
        embed_vs_stock_reveal_lcp_ratio: median(embedPaints) / median(stockPaints),
        show_cls_max: shift,
        show_first_slide_max_shift_px: firstSlideShift,
        present_js_gzip_kb: javascript / 1024,
      },
      startLoad,
    );
  } finally {
    await stop();
  }
}
