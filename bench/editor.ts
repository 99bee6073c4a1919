import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { serialize, type Block, type Deck } from '@lectern/deck-format';
import { createDeck, signIn } from '../tests/e2e/support/accounts.js';
import { recordNetwork, type NetworkRequest } from '../tests/e2e/support/network-log.js';
import { startBrowserBench } from './browser.js';
import { percentile, reportMarked } from './stats.js';

const SLIDES = Number(process.env.BENCH_EDITOR_SLIDES ?? 200);
const BLOCKS_PER_SLIDE = Number(process.env.BENCH_EDITOR_BLOCKS ?? 10);
const OPENS = Number(process.env.BENCH_EDITOR_OPENS ?? 5);
const KEYSTROKES = Number(process.env.BENCH_EDITOR_KEYSTROKES ?? 60);
const USERNAME = 'bench-editor';
const PASSWORD = 'secret-password';

const base = { rotation: 0, extraAttributes: [], extraStyle: '' } as const;

/** Ten blocks of every kind the editor draws: a title, text, shapes, a line. */
function slideBlocks(slide: number): Block[] {
  return Array.from({ length: BLOCKS_PER_SLIDE }, (_, i): Block => {
    const id = `b${slide}x${i}`;
    const place = { ...base, id, x: 40 + (i % 5) * 180, y: 120 + Math.floor(i / 5) * 260, width: 160, height: 200 };
    if (i === 0)
      return {
        ...place,
        type: 'text',
        y: 20,
        width: 880,
        height: 'auto',
        html: `<h1>Slide ${slide + 1}</h1>`,
        placeholderTag: 'h1',
      };
    if (i % 3 === 1)
      return {
        ...place,
        type: 'text',
        height: 'auto',
        html: `<p>Point ${i} of slide ${slide + 1}: <strong>numbers</strong> and <em>notes</em></p><ul><li>one</li><li>two</li></ul>`,
        placeholderTag: null,
      };
    if (i % 3 === 2)
      return {
        ...place,
        type: 'shape',
        shape: i % 2 ? 'circle' : 'rect',
        fill: '#4f46e5',
        stroke: '#111111',
        strokeWidth: 2,
        cornerRadius: 8,
      };
    return {
      ...place,
      type: 'line',
      x1: 0,
      y1: 200,
      x2: 160,
      y2: 0,
      color: '#333333',
      lineWidth: 4,
      startHead: 'none',
      endHead: 'arrow',
    };
  });
}

/** A slide of the rich deck: a title, a code block of 30 lines with highlight steps, and a formula. */
function richBlocks(slide: number): Block[] {
  const code = Array.from(
    { length: 30 },
    (_, line) => `  const value${line} = compute(${line}, "slide ${slide}"); // step ${line}`,
  ).join('\n');
  return [
    {
      ...base,
      id: `r${slide}t`,
      type: 'text',
      x: 40,
      y: 10,
      width: 880,
      height: 'auto',
      html: `<h2>Slide ${slide + 1}</h2>`,
      placeholderTag: 'h2',
    },
    {
      ...base,
      id: `r${slide}c`,
      type: 'code',
      x: 40,
      y: 90,
      width: 560,
      height: 580,
      language: 'javascript',
      code,
      lineNumbers: '1|2-5|6-10',
    },
    {
      ...base,
      id: `r${slide}m`,
      type: 'math',
      x: 620,
      y: 300,
      width: 320,
      height: 120,
      latex: `\\int_0^{${slide + 1}} x^2\\,dx = \\frac{${slide + 1}^3}{3}`,
      display: true,
    },
  ];
}

const richDeck = (): Deck => ({
  stacks: Array.from({ length: SLIDES }, (_, slide) => ({
    wrapper: null,
    slides: [{ id: `s${slide}`, attributes: [], notes: null, blocks: richBlocks(slide), foreignHtml: '' }],
  })),
});

const benchDeck = (): Deck => ({
  stacks: Array.from({ length: SLIDES }, (_, slide) => ({
    wrapper: null,
    slides: [{ id: `s${slide}`, attributes: [], notes: null, blocks: slideBlocks(slide), foreignHtml: '' }],
  })),
});

/** The app's scripts (`/assets/*.js`) the page started fetching before `before` (its clock). */
const scriptsRequestedBefore = (page: Page, before: number) =>
  page.evaluate(
    (until) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= until)
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js')),
    before,
  );

/**
 * Opens the editor and answers when its first slide was drawn with all its blocks, by the page's
 * clock from navigation start. The moment is taken in the page, in the frame the slide is complete:
 * on a loaded machine the check's answer can reach the benchmark well after it.
 */
async function openEditor(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(
    (count) => {
      const done = document.querySelectorAll('.editor-canvas .editor-slide > .sl-block').length === count;
      const page = window as unknown as { slideShownAt?: number };
      if (done) page.slideShownAt ??= performance.now();
      return done;
    },
    BLOCKS_PER_SLIDE,
    { polling: 'raf' },
  );
  return page.evaluate(() => (window as unknown as { slideShownAt: number }).slideShownAt);
}

const TEMPLATES = Number(process.env.BENCH_EDITOR_TEMPLATES ?? 100);

/**
 * From the press on the editor's Templates button to the template browser showing one's own
 * templates: the first page drawn (`first`), and every one listed once the list is scrolled to its
 * end (`all`); each moment taken in the page, in the frame it is drawn.
 */
async function openTemplateBrowser(page: Page): Promise<{ first: number; all: number }> {
  await page.evaluate(() => {
    const marks = window as unknown as { templatesPressedAt?: number };
    delete marks.templatesPressedAt;
    document.addEventListener('pointerdown', () => (marks.templatesPressedAt ??= performance.now()), {
      capture: true,
      once: true,
    });
  });
  await page.getByRole('button', { name: 'Templates', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Slide templates' });
  await dialog.getByRole('tab', { name: 'Your templates' }).click();
  const shownAt = (count: number) =>
    page.waitForFunction(
      (wanted) => {
        const items = document.querySelectorAll('ul[aria-label="Your templates"] > li');
        const marks = window as unknown as { listedAt?: Record<number, number> };
        if (items.length >= wanted) {
          marks.listedAt ??= {};
          marks.listedAt[wanted] ??= performance.now();
          return marks.listedAt[wanted];
        }
        // Further pages come as the end of the list is scrolled near.
        items[items.length - 1]?.scrollIntoView({ block: 'end' });
        return false;
      },
      count,
      { polling: 'raf', timeout: 60_000 },
    );
  const first = (await (await shownAt(Math.min(TEMPLATES, 50))).jsonValue()) as number;
  const all = (await (await shownAt(TEMPLATES)).jsonValue()) as number;
  const pressed = await page.evaluate(() => (window as unknown as { templatesPressedAt: number }).templatesPressedAt);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return { first: first - pressed, all: all - pressed };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export async function run(): Promise<void> {
  const { lectern, browser, webRoot, api, startLoad, stop } = await startBrowserBench(USERNAME, PASSWORD);
  try {
    const deck = await createDeck(api, { title: 'Big deck' });
    const saved = await api.call('PUT', `/api/v1/decks/${deck.id}`, {
      deck: { data: serialize(benchDeck()), version: deck.version },
    });
    if (saved.status !== 200) throw new Error(`saving the deck failed: ${saved.status} ${await saved.text()}`);

    const page = await browser.newPage();
    await signIn(page, lectern.url, USERNAME, PASSWORD);
    // The profile page sign-in lands on fetches its own scripts: they are not the editor's.
    await page.waitForLoadState('networkidle');
    const editUrl = `${lectern.url}/${USERNAME}/${deck.slug}/edit`;
    const deck50 = await createDeck(api, { title: 'Quarter deck' });
    const quarter = benchDeck();
    const saved50 = await api.call('PUT', `/api/v1/decks/${deck50.id}`, {
      deck: { data: serialize({ stacks: quarter.stacks.slice(0, SLIDES / 4) }), version: deck50.version },
    });
    if (saved50.status !== 200) throw new Error(`saving the quarter deck failed: ${saved50.status}`);
    const edit50Url = `${lectern.url}/${USERNAME}/${deck50.slug}/edit`;

    // From navigation start to the first slide drawn with its blocks, ready to edit.
    let scripts: string[] = [];
    const network = await recordNetwork(page);
    const dataPath = `/api/v1/decks/${deck.id}/data`;
    const warmOpens: NetworkRequest[][] = [];
    const opens: number[] = [];
    const opens50: number[] = [];
    for (let i = 0; i <= OPENS; i++) {
      const ready = await openEditor(page, editUrl);
      // The editor's scripts: every one the first open asked for before its first slide was shown.
      if (i === 0) scripts = await scriptsRequestedBefore(page, ready);
      await page.waitForLoadState('networkidle');
      const requests = network.take();
      // The first load fills the HTTP cache the way a returning person's browser has it.
      // The same editor on a quarter of the slides, alternated: how the open grows with the deck.
      const ready50 = await openEditor(page, edit50Url);
      await page.waitForLoadState('networkidle');
      network.take();
      if (i === 0) continue;
      opens.push(ready);
      opens50.push(ready50);
      warmOpens.push(requests);
    }
    await network.stop();

    const dataRequests = warmOpens.map((requests) => requests.filter((request) => request.url.pathname === dataPath));
    const assetRequests = warmOpens.map((requests) =>
      requests.filter((request) => request.url.pathname.startsWith('/assets/')),
    );
    const dataBytes = dataRequests.map((requests) => requests.reduce((sum, request) => sum + request.bytes, 0));

    // What the editor downloads before its first slide is shown; the rich-text editor comes after it.
    let javascript = 0;
    for (const script of new Set(scripts)) {
      const size = gzipSync(await readFile(path.join(webRoot, script))).length;
      javascript += size;
      // BENCH_EDITOR_SCRIPTS=1 lists them (gzip KB), to see what a change added.
      if (process.env.BENCH_EDITOR_SCRIPTS) console.error(`${(size / 1024).toFixed(2).padStart(8)} ${script}`);
    }

    // Keystroke to paint in a text block: keydown, the text changing, the next frame.
    const text = page.locator('.editor-canvas .editor-slide > .sl-block[data-block-type="text"]').nth(1);
    await text.dblclick();
    const editable = page.getByRole('textbox', { name: 'Text', exact: true });
    await editable.waitFor();
    await editable.evaluate((element) => {
      const samples: number[] = [];
      (window as unknown as { keystrokes: number[] }).keystrokes = samples;
      element.addEventListener(
        'keydown',
        () => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            observer.disconnect();
            requestAnimationFrame(() => samples.push(performance.now() - start));
          });
          observer.observe(element, { subtree: true, childList: true, characterData: true });
        },
        true,
      );
    });
    await page.keyboard.press('End');
    await page.keyboard.type(' and a sentence typed at a steady pace'.repeat(4).slice(0, KEYSTROKES), { delay: 40 });
    const keystrokes = await page.evaluate(() => (window as unknown as { keystrokes: number[] }).keystrokes);

    // The same opens of a deck whose every slide holds a 30-line code block and a formula: ready
    // once the first slide's code is highlighted and its formula set.
    const rich = await createDeck(api, { title: 'Rich deck' });
    const richSaved = await api.call('PUT', `/api/v1/decks/${rich.id}`, {
      deck: { data: serialize(richDeck()), version: rich.version },
    });
    if (richSaved.status !== 200) throw new Error(`saving the rich deck failed: ${richSaved.status}`);
    const richOpens: number[] = [];
    for (let i = 0; i <= OPENS; i++) {
      await page.goto(`${lectern.url}/${USERNAME}/${rich.slug}/edit`);
      await page.waitForFunction(
        () => {
          const done =
            document.querySelector(
              '.editor-canvas .editor-slide > .sl-block[data-block-type="code"] code.hljs .hljs-ln',
            ) && document.querySelector('.editor-canvas .editor-slide > .sl-block[data-block-type="math"] .katex');
          const page = window as unknown as { slideShownAt?: number };
          if (done) page.slideShownAt ??= performance.now();
          return done;
        },
        undefined,
        { polling: 'raf' },
      );
      const ready = await page.evaluate(() => (window as unknown as { slideShownAt: number }).slideShownAt);
      await page.waitForLoadState('networkidle');
      if (i > 0) richOpens.push(ready);
    }
    // A template browser of a hundred of one's own templates, opened from the 50-slide deck's editor.
    const templateSlides = benchDeck().stacks;
    for (let n = 1; n <= TEMPLATES; n += 1) {
      const made = await api.call('POST', '/api/v1/slide_templates', {
        slide_template: {
          label: `Idea ${n}`,
          html: serialize({ stacks: [{ wrapper: null, slides: [templateSlides[n % SLIDES]!.slides[0]!] }] }),
        },
      });
      if (made.status !== 201 && made.status !== 200) throw new Error(`a template failed: ${made.status}`);
    }
    const browserOpens: { first: number; all: number }[] = [];
    for (let i = 0; i <= OPENS; i++) {
      await openEditor(page, edit50Url);
      await page.waitForLoadState('networkidle');
      const opened = await openTemplateBrowser(page);
      if (i > 0) browserOpens.push(opened);
    }
    reportMarked(
      {
        template_browser_100_first_page_ms: median(browserOpens.map((opened) => opened.first)),
        template_browser_100_all_ms: median(browserOpens.map((opened) => opened.all)),
        editor_open_200_slides_ms: median(opens),
        editor_open_50_slides_ms: median(opens50),
        editor_open_200_vs_50_slides_ratio: median(opens) / median(opens50),
        editor_open_200_rich_slides_ms: median(richOpens),
        editor_rich_to_plain_open_ratio: median(richOpens) / median(opens),
        text_input_p75_ms: percentile(
          [...keystrokes].sort((a, b) => a - b),
          75,
        ),
        editor_js_gzip_kb: javascript / 1024,
        // Over the network on a warm open: the page, the deck, its content, the session's status.
        editor_requests_warm: median(warmOpens.map((requests) => requests.length)),
        editor_data_requests_warm: median(dataRequests.map((requests) => requests.length)),
        editor_asset_requests_warm: median(assetRequests.map((requests) => requests.length)),
        editor_data_bytes_per_open: median(dataBytes),
        editor_data_kb_uncompressed: (await (await api.call('GET', dataPath)).text()).length / 1024,
      },
      startLoad,
    );
  } finally {
    await stop();
  }
}
