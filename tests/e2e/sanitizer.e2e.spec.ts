import { mkdir, readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parse, serialize, type Block, type Deck, type Slide } from '@lectern/deck-format';
import { sanitizeDeckMarkup } from '@lectern/deck-format/sanitize';
import {
  deckArbitrary,
  FORBIDDEN_ELEMENTS,
  HOSTILE_CORPUS,
  HOSTILE_MARKUP_CASES,
  URL_BEARING_ATTRIBUTES,
  XSS_PAYLOAD,
} from '@lectern/deck-format/testing';
import { launchBrowser, type LaunchedBrowser } from './support/browser.js';

const SHOTS = '/tmp/shots-format';
/** A made-up site the browser serves itself, so relative URLs resolve and nothing leaves the machine. */
const SITE = 'http://sanitizer.test/';

type Insertion = 'innerHTML' | 'DOMParser';

interface Outcome {
  /** `window.__xss` was set: some payload ran. */
  ran: boolean;
  /** What the page holds that could run, load from elsewhere or navigate. */
  problems: string[];
}

/** A blank page of its own, every request answered locally, dialogs recorded. */
async function blankPage(browser: LaunchedBrowser): Promise<{ page: Page; dialogs: string[] }> {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route('**/*', (route) =>
    route.request().url() === SITE
      ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><head></head><body></body></html>' })
      : route.fulfill({ status: 404, body: '' }),
  );
  await page.goto(SITE);
  return { page, dialogs };
}

/**
 * Puts each piece of markup on the page, in a box of its own, either through `innerHTML` or
 * parsed as a document of its own and adopted; waits until every image has loaded or failed
 * and two frames have been drawn; answers whether anything ran and what the page holds.
 */
function insert(page: Page, pieces: readonly string[], insertion: Insertion): Promise<Outcome> {
  return page.evaluate(
    async ({ pieces, insertion, forbidden, urlAttributes }) => {
      const host = document.createElement('div');
      document.body.append(host);
      for (const html of pieces) {
        const box = document.createElement('div');
        if (insertion === 'innerHTML') box.innerHTML = html;
        else {
          const parsed = new DOMParser().parseFromString(html, 'text/html');
          for (const node of [...parsed.head.childNodes, ...parsed.body.childNodes])
            box.append(document.adoptNode(node));
        }
        host.append(box);
      }
      const images = [...host.querySelectorAll('img')];
      await Promise.all(
        images.map((image) =>
          image.complete
            ? undefined
            : new Promise((settled) => {
                image.addEventListener('load', settled, { once: true });
                image.addEventListener('error', settled, { once: true });
              }),
        ),
      );
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));

      const acceptable = (url: string) => {
        const plain = url.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
        if (plain.startsWith('//') || plain.startsWith('\\\\') || plain.startsWith('/\\')) return false;
        // A URL has a scheme when it starts with a letter, then letters, digits, + - or ., then a colon.
        return (
          !/^[a-z][a-z0-9+.-]*:/.test(plain) ||
          /^(?:https?:|mailto:|data:image\/(?:png|jpe?g|gif|webp|avif|bmp)[;,])/.test(plain)
        );
      };
      const problems: string[] = [];
      for (const element of host.querySelectorAll('*')) {
        const name = element.localName.toLowerCase();
        if (forbidden.includes(name)) problems.push(`<${name}> element`);
        for (const { name: attribute, value } of element.attributes) {
          const lower = attribute.toLowerCase();
          if (lower.startsWith('on')) problems.push(`${lower} on <${name}>`);
          if (lower === 'srcdoc') problems.push(`srcdoc on <${name}>`);
          if (urlAttributes.includes(lower) && value !== '' && !acceptable(value)) problems.push(`${lower}="${value}"`);
          if (lower === 'style' && /url\s*\(|expression\s*\(|javascript:|position\s*:\s*fixed/i.test(value)) {
            problems.push(`style="${value}"`);
          }
        }
        if (name === 'iframe') {
          if (!element.hasAttribute('sandbox')) problems.push('<iframe> without sandbox');
          const src = element.getAttribute('src');
          if (src !== null && !src.trim().toLowerCase().startsWith('https:')) problems.push(`<iframe src="${src}">`);
        }
      }
      return { ran: (window as { __xss?: number }).__xss === 1, problems };
    },
    { pieces: [...pieces], insertion, forbidden: FORBIDDEN_ELEMENTS, urlAttributes: URL_BEARING_ATTRIBUTES },
  );
}

/** Every `on…` handler property this Chromium knows, on elements, documents and windows. */
function browserEventHandlers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const prototypes = [
      Element.prototype,
      HTMLElement.prototype,
      SVGElement.prototype,
      HTMLBodyElement.prototype,
      HTMLMediaElement.prototype,
      HTMLFormElement.prototype,
      Document.prototype,
      Window.prototype,
    ];
    const names = new Set<string>();
    for (const prototype of prototypes) {
      for (const name of Object.getOwnPropertyNames(prototype)) if (/^on[a-z]+$/.test(name)) names.add(name);
    }
    return [...names].sort();
  });
}

/** Markup that fires the handler by itself wherever it can: failing images, svg, media, focus. */
function handlerPayloads(handler: string): string[] {
  return [
    `<img src="missing.png" ${handler}="${XSS_PAYLOAD}">`,
    `<svg ${handler}="${XSS_PAYLOAD}"><animate attributeName="x" dur="1ms" ${handler}="${XSS_PAYLOAD}"></animate></svg>`,
    `<video src="missing.mp4" autoplay muted ${handler.toUpperCase()}="${XSS_PAYLOAD}"></video>`,
    `<div contenteditable autofocus tabindex="0" ${handler}="${XSS_PAYLOAD}">x</div>`,
    `<details open ${handler}="${XSS_PAYLOAD}"><summary>s</summary></details>`,
  ];
}

/** Slide attributes reveal.js turns into sources: lazy `data-src` and background iframes run a javascript: URL. */
const REVEAL_LOADED_MARKUP = [
  '<section><h2>Start</h2></section>',
  '<section data-background-iframe="javascript:parent.__xss=1"><h2>Background frame</h2></section>',
  '<section><iframe data-src="javascript:parent.__xss=1"></iframe></section>',
  '<section><img data-src="javascript:parent.__xss=1" alt=""></section>',
  '<section data-background-image="javascript:parent.__xss=1" data-background-video="javascript:parent.__xss=1"></section>',
].join('\n');

/**
 * Presents the markup in stock reveal.js (from node_modules, served by the browser itself),
 * walks to the last slide so every slide's content loads, waits until every frame on the page
 * has loaded, and answers whether anything ran.
 */
async function presentInReveal(page: Page, markup: string): Promise<boolean> {
  const [script, style] = await Promise.all(
    ['reveal.js', 'reveal.css'].map((file) =>
      readFile(new URL(`../../node_modules/reveal.js/dist/${file}`, import.meta.url), 'utf8'),
    ),
  );
  const html = `<!doctype html><html><head><link rel="stylesheet" href="/reveal.css"><script>
    window.__loadedFrames = new Set();
    document.addEventListener('load', (event) => { if (event.target.localName === 'iframe') window.__loadedFrames.add(event.target); }, true);
  </script></head><body><div class="reveal"><div class="slides">${markup}</div></div>
  <script src="/reveal.js"></script>
  <script>Reveal.initialize({ hash: false, viewDistance: 10, preloadIframes: true }).then(() => { window.__ready = true; });</script>
  </body></html>`;
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url === SITE) return route.fulfill({ contentType: 'text/html', body: html });
    if (url === `${SITE}reveal.js`) return route.fulfill({ contentType: 'text/javascript', body: script });
    if (url === `${SITE}reveal.css`) return route.fulfill({ contentType: 'text/css', body: style });
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto(SITE);
  await page.waitForFunction(() => (window as { __ready?: boolean }).__ready === true);
  await page.evaluate(() => {
    const { Reveal } = window as unknown as { Reveal: { slide(h: number): void; getTotalSlides(): number } };
    Reveal.slide(Reveal.getTotalSlides() - 1);
  });
  await page.waitForFunction(() => {
    const loaded = (window as unknown as { __loadedFrames: Set<Element> }).__loadedFrames;
    return [...document.querySelectorAll('iframe')].every((frame) => loaded.has(frame));
  });
  return page.evaluate(() => (window as { __xss?: number }).__xss === 1);
}

/** What a browser makes of a deck's markup: stacks of slides with their ids, blocks and notes. */
interface SeenSlide {
  id: string;
  blocks: number;
  notes: string | null;
}

function seenInModel(deck: Deck): SeenSlide[][] {
  const countBlocks = (blocks: readonly Block[]): number =>
    blocks.reduce((count, block) => count + 1 + (block.type === 'group' ? countBlocks(block.children) : 0), 0);
  const seen = (slide: Slide): SeenSlide => ({ id: slide.id, blocks: countBlocks(slide.blocks), notes: slide.notes });
  return deck.stacks.map((stack) => stack.slides.map(seen));
}

function seenInBrowser(page: Page, markup: string): Promise<SeenSlide[][]> {
  return page.evaluate((html) => {
    const slides = document.createElement('div');
    slides.innerHTML = html;
    const seen = (section: Element) => ({
      id: section.getAttribute('data-id') ?? '',
      blocks: section.querySelectorAll('.sl-block').length,
      notes: section.querySelector(':scope > aside.notes')?.textContent ?? null,
    });
    return [...slides.children].map((top) => {
      const inner = [...top.children].filter((child) => child.localName === 'section');
      return (inner.length > 0 ? inner : [top]).map(seen);
    });
  }, markup);
}

const BLOCK_BASE = { x: 0, y: 0, rotation: 0, extraAttributes: [], extraStyle: '' } as const;

/** One slide with every shape and every line head, to look at and to measure. */
function drawingDeck(): Deck {
  const shapes: Block[] = (
    ['rect', 'circle', 'triangle', 'diamond', 'pentagon', 'hexagon', 'star', 'arrow'] as const
  ).map((shape, index) => ({
    ...BLOCK_BASE,
    id: `shape-${shape}`,
    type: 'shape',
    x: 40 + (index % 4) * 220,
    y: 40 + Math.floor(index / 4) * 170,
    width: 180,
    height: 130,
    shape,
    fill: index % 2 ? '#3b9eff' : '#ff9b3d',
    stroke: '#222222',
    strokeWidth: 6,
    cornerRadius: 16,
  }));
  const lines: Block[] = (['none', 'arrow', 'circle', 'square'] as const).map((head, index) => ({
    ...BLOCK_BASE,
    id: `line-${head}`,
    type: 'line',
    x: 40 + index * 220,
    y: 400,
    width: 180,
    height: 200,
    x1: 10,
    y1: 190,
    x2: 170,
    y2: 10 + index * 30,
    color: '#d63a3a',
    lineWidth: 4,
    startHead: head,
    endHead: head === 'none' ? 'arrow' : head,
  }));
  return {
    stacks: [
      {
        wrapper: null,
        slides: [{ id: 'drawn', attributes: [], notes: null, foreignHtml: '', blocks: [...shapes, ...lines] }],
      },
    ],
  };
}

describe('sanitized markup in a real browser', () => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('notices a payload that runs (the checks below can fail)', async () => {
    const { page } = await blankPage(browser);
    const outcome = await insert(page, [`<img src="missing.png" onerror="${XSS_PAYLOAD}">`], 'innerHTML');
    expect(outcome).toEqual({ ran: true, problems: ['onerror on <img>'] });
    await page.close();
  });

  it.each<Insertion>(['innerHTML', 'DOMParser'])(
    'runs nothing from the cleaned hostile corpus (%s)',
    async (insertion) => {
      const { page, dialogs } = await blankPage(browser);
      const cleaned = HOSTILE_CORPUS.map(({ markup }) => sanitizeDeckMarkup(markup));
      const outcome = await insert(page, cleaned, insertion);
      expect(outcome).toEqual({ ran: false, problems: [] });
      expect(dialogs).toEqual([]);
      await page.close();
    },
  );

  it.each<Insertion>(['innerHTML', 'DOMParser'])(
    'runs no event handler this browser knows once cleaned (%s)',
    async (insertion) => {
      const { page, dialogs } = await blankPage(browser);
      const handlers = await browserEventHandlers(page);
      expect(handlers).toContain('onerror');
      expect(handlers.length).toBeGreaterThan(80);
      const cleaned = handlers.flatMap(handlerPayloads).map((markup) => sanitizeDeckMarkup(markup));
      const outcome = await insert(page, cleaned, insertion);
      expect(outcome).toEqual({ ran: false, problems: [] });
      expect(dialogs).toEqual([]);
      await page.close();
    },
  );

  it.each<Insertion>(['innerHTML', 'DOMParser'])(
    'runs nothing from hostile pieces strung together, once cleaned (%s)',
    async (insertion) => {
      const { page, dialogs } = await blankPage(browser);
      const piece = fc.constantFrom(
        ...HOSTILE_MARKUP_CASES.map(({ markup }) => markup),
        '<svg>',
        '<math>',
        '<table>',
        '<p>',
        '<a href="',
        '">',
        '<!--',
        '-->',
      );
      const strung = fc.sample(fc.array(piece, { minLength: 2, maxLength: 6 }), { numRuns: 300, seed: 7 });
      const outcome = await insert(
        page,
        strung.map((pieces) => sanitizeDeckMarkup(pieces.join(''))),
        insertion,
      );
      expect(outcome).toEqual({ ran: false, problems: [] });
      expect(dialogs).toEqual([]);
      await page.close();
    },
  );

  it('draws every shape and line head inside its block', async () => {
    const { page } = await blankPage(browser);
    // The slide stylesheet without its font imports, which only the web build resolves.
    const deckCss = (
      await readFile(new URL('../../apps/web/src/deck-styles/deck.css', import.meta.url), 'utf8')
    ).replace(/^@import .*;$/gm, '');
    await page.addStyleTag({ content: `${deckCss} section { position: relative; width: 960px; height: 700px; }` });
    const markup = sanitizeDeckMarkup(serialize(drawingDeck()));
    expect(parse(markup)).toEqual(drawingDeck());
    await page.evaluate((html) => {
      document.body.style.margin = '0';
      document.body.className = 'deck-slide';
      document.body.innerHTML = html;
    }, markup);
    const overflow = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.sl-block')].flatMap((block) => {
        const box = block.getBoundingClientRect();
        const drawing = block.querySelector('svg > :first-child')!.getBoundingClientRect();
        const inside =
          drawing.width > 0 &&
          drawing.height > 0 &&
          drawing.left >= box.left - 0.5 &&
          drawing.top >= box.top - 0.5 &&
          drawing.right <= box.right + 0.5 &&
          drawing.bottom <= box.bottom + 0.5;
        return inside ? [] : [block.dataset['blockId']];
      }),
    );
    expect(overflow).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/shapes-and-lines.png` });
    await page.close();
  });
  it('stock reveal.js runs the URLs of slide attributes it loads (the check below can fail)', async () => {
    const page = await browser.newPage();
    expect(await presentInReveal(page, REVEAL_LOADED_MARKUP)).toBe(true);
    await page.close();
  });

  it('stock reveal.js runs nothing from the same slides once cleaned', async () => {
    const page = await browser.newPage();
    const cleaned = sanitizeDeckMarkup(REVEAL_LOADED_MARKUP);
    expect(cleaned).not.toContain('javascript:');
    expect(await presentInReveal(page, cleaned)).toBe(false);
    await page.close();
  });
  it('means to the browser what it means to the parser: stacks, slides, blocks and notes', async () => {
    const { page } = await blankPage(browser);
    for (const deck of fc.sample(deckArbitrary, { numRuns: 40, seed: 11 })) {
      expect(await seenInBrowser(page, serialize(deck))).toEqual(seenInModel(deck));
    }
    await page.close();
  });
});
