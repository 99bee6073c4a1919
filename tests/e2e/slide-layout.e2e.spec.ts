import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { serialize, THEME_FONTS, type Block, type Deck, type ThemeFontName } from '@lectern/deck-format';
import { createDeck } from './present-decks.js';
import { signUpAndSignIn } from './support/accounts.js';
import type { ApiSession } from './support/api-session.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';

const USERNAME = 'layout-checker';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-slide-layout';
/** Large enough that the editor's canvas and the deck page's show view both draw the slide at its own size. */
const VIEWPORT = { width: 1600, height: 1200 };
/** Three theme fonts of different widths and kinds: a sans, a tall narrow display face and a serif. */
const FONTS: readonly ThemeFontName[] = ['montserrat', 'league', 'palatino'];

const base = { rotation: 0, extraAttributes: [], extraStyle: '' } as const;

/** A slide with a title, a paragraph, a list, an image and a shape, as the editor saves it. */
function layoutDeck(picture: string): Deck {
  const blocks: Block[] = [
    {
      ...base,
      type: 'text',
      id: 'title',
      x: 60,
      y: 40,
      width: 840,
      height: 'auto',
      html: '<h1>Quarterly results for the northern region</h1>',
      placeholderTag: 'h1',
    },
    {
      ...base,
      type: 'text',
      id: 'paragraph',
      x: 60,
      y: 260,
      width: 420,
      height: 'auto',
      html: '<p>Sales grew in every month of the quarter, and the <strong>new stores</strong> paid for themselves before the summer.</p>',
      placeholderTag: null,
    },
    {
      ...base,
      type: 'text',
      id: 'list',
      x: 520,
      y: 260,
      width: 380,
      height: 'auto',
      html: '<ul><li><p>Revenue up twelve per cent</p></li><li><p>Costs flat</p></li><li><p>Two new markets opened this spring</p></li></ul>',
      placeholderTag: null,
    },
    {
      ...base,
      type: 'image',
      id: 'image',
      x: 60,
      y: 500,
      width: 260,
      height: 170,
      src: picture,
      mediaId: null,
      alt: 'A chart',
      crop: null,
    },
    {
      ...base,
      type: 'shape',
      id: 'shape',
      x: 620,
      y: 520,
      width: 220,
      height: 140,
      rotation: 15,
      shape: 'star',
      fill: '#f59e0b',
      stroke: '#111827',
      strokeWidth: 4,
      cornerRadius: 0,
    },
  ];
  return {
    stacks: [{ wrapper: null, slides: [{ id: 's-layout', attributes: [], notes: null, blocks, foreignHtml: '' }] }],
  };
}

interface Drawn {
  /** Each block's box relative to the slide's top left corner, in screen pixels. */
  boxes: Record<string, { x: number; y: number; width: number; height: number }>;
  /** How many lines each text block's text takes. */
  lines: Record<string, number>;
  /** Screen pixels per slide pixel. */
  scale: number;
  /** Whether the deck's font has a loaded face (not a fallback). */
  fontLoaded: boolean;
}

/** What a person sees of the slide in `slide` (the element the size of one slide): its blocks' boxes and lines. */
async function drawn(slide: Locator, family: string): Promise<Drawn> {
  return slide.evaluate(async (element: HTMLElement, fontFamily: string) => {
    await document.fonts.ready;
    const origin = element.getBoundingClientRect();
    const boxes: Drawn['boxes'] = {};
    const lines: Drawn['lines'] = {};
    for (const block of element.querySelectorAll<HTMLElement>(':scope > .sl-block[data-block-id]')) {
      const id = block.dataset['blockId']!;
      const box = block.getBoundingClientRect();
      boxes[id] = { x: box.x - origin.x, y: box.y - origin.y, width: box.width, height: box.height };
      if (block.dataset['blockType'] !== 'text') continue;
      const tops: number[] = [];
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 4)) tops.push(rect.top);
        }
      }
      lines[id] = tops.length;
    }
    const width = Number(getComputedStyle(element).width.replace('px', ''));
    return {
      boxes,
      lines,
      scale: origin.width / width,
      fontLoaded:
        document.fonts.check(`700 32px ${fontFamily}`) &&
        [...document.fonts].some(
          (face) => face.status === 'loaded' && fontFamily.includes(face.family.replaceAll('"', '')),
        ),
    };
  }, family);
}

describe('one slide stylesheet: the editor draws a slide as the show view presents it', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let api: ApiSession;
  let problems: string[];
  const elsewhere: string[] = [];
  const fontFiles: string[] = [];

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    await mkdir(SHOTS, { recursive: true });
    // Every request any page makes: none may leave the instance.
    browser.context.on('request', (request) => {
      const url = request.url();
      if (/^(data|blob):/.test(url)) return;
      if (new URL(url).origin !== new URL(lectern.url).origin) elsewhere.push(url);
      else if (/\.woff2?$/.test(new URL(url).pathname)) fontFiles.push(url);
    });
    ({ api, page } = await signUpAndSignIn(browser, lectern.url, USERNAME, PASSWORD));
    await page.setViewportSize(VIEWPORT);
    problems = collectPageProblems(page);
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const picture = async () =>
    `data:image/png;base64,${(
      await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0ea5e9' } })
        .png()
        .toBuffer()
    ).toString('base64')}`;

  it.each(FONTS)(
    'lays out a title, paragraph, list, image and shape alike in the editor and the show view (%s)',
    async (font) => {
      const family = THEME_FONTS[font].family;
      const deck = await createDeck(api, `Layout in ${font}`, serialize(layoutDeck(await picture())), {
        theme_font: font,
        theme_color: 'black-mint',
        // The show view would otherwise grow the slide past its size to fill the stage.
        upsizing_enabled: false,
      });
      const requestsBefore = fontFiles.length;

      // The editor's canvas, once the deck's font has loaded.
      await page.goto(`${lectern.url}/${USERNAME}/${deck.slug}/edit`);
      const canvas = page.locator('.editor-canvas .editor-slide');
      await canvas.and(page.locator('[data-font-loaded="true"]')).waitFor();
      await canvas.locator('img').evaluate((image: HTMLImageElement) => image.decode());
      const inEditor = await drawn(canvas, family);
      const editorShot = await canvas.screenshot();

      // The deck page's show view of the same deck.
      await page.goto(`${lectern.url}/${USERNAME}/${deck.slug}`);
      await page.locator('.lectern-deck-host[data-ready="true"]').waitFor();
      const section = page.locator('.lectern-deck-host section.present');
      await section.locator('img').evaluate((image: HTMLImageElement) => image.decode());
      const inShow = await drawn(section, family);
      const showShot = await section.screenshot();

      // Both pictures side by side, the editor's on the left.
      const [left, right] = await Promise.all([sharp(editorShot).metadata(), sharp(showShot).metadata()]);
      await sharp({
        create: {
          width: left.width + 20 + right.width,
          height: Math.max(left.height, right.height),
          channels: 3,
          background: '#ffffff',
        },
      })
        .composite([
          { input: editorShot, left: 0, top: 0 },
          { input: showShot, left: left.width + 20, top: 0 },
        ])
        .png()
        .toFile(`${SHOTS}/editor-and-show-${font}.png`);

      // The same scale, the deck's own font in both, and every block where the other view has it.
      expect(inEditor.scale).toBeCloseTo(1, 3);
      expect(inShow.scale).toBeCloseTo(inEditor.scale, 3);
      expect(inEditor.fontLoaded).toBe(true);
      expect(inShow.fontLoaded).toBe(true);
      expect(Object.keys(inShow.boxes).sort()).toEqual(['image', 'list', 'paragraph', 'shape', 'title']);
      expect(Object.keys(inEditor.boxes).sort()).toEqual(Object.keys(inShow.boxes).sort());
      for (const [id, box] of Object.entries(inEditor.boxes)) {
        const shown = inShow.boxes[id]!;
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(
            Math.abs(box[side] - shown[side]),
            `${id} ${side}: editor ${box[side]}, show ${shown[side]}`,
          ).toBeLessThanOrEqual(1);
        }
      }
      expect(inEditor.lines).toEqual(inShow.lines);
      // The paragraph wraps, so the comparison of lines means something.
      expect(inEditor.lines['paragraph']).toBeGreaterThan(1);
      expect(inEditor.lines['list']).toBeGreaterThanOrEqual(3);

      // The font came from this instance, and nothing was asked of any other.
      expect(fontFiles.length).toBeGreaterThan(requestsBefore);
      expect(elsewhere).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  it.each([true, false])(
    'draws a slide brought from elsewhere, its content not in blocks, where the show view has it (centred: %s)',
    async (center) => {
      const foreign =
        '<h2>Three points</h2><p>A paragraph long enough to wrap onto a second line of the slide, as imported decks have.</p>' +
        '<ul><li class="fragment">First point</li><li class="fragment">Second point</li></ul>';
      const deck = await createDeck(
        api,
        `Imported layout ${center}`,
        `<section data-id="s-foreign">${foreign}</section>`,
        {
          theme_font: 'montserrat',
          center,
          upsizing_enabled: false,
        },
      );
      /** The boxes of the slide's heading, paragraph and items relative to `slide`, in slide pixels. */
      const placed = (slide: Locator) =>
        slide.evaluate(async (element: HTMLElement) => {
          await document.fonts.ready;
          const origin = element.getBoundingClientRect();
          const scale = origin.width / Number(getComputedStyle(element).width.replace('px', ''));
          return [...element.querySelectorAll('h2, p, li')].map((item) => {
            const box = item.getBoundingClientRect();
            const at = (value: number) => Math.round(value / scale);
            return {
              text: item.textContent?.slice(0, 12),
              x: at(box.x - origin.x),
              y: at(box.y - origin.y),
              width: at(box.width),
              height: at(box.height),
            };
          });
        });

      await page.goto(`${lectern.url}/${USERNAME}/${deck.slug}/edit`);
      const canvas = page.locator('.editor-canvas .editor-slide');
      await canvas.and(page.locator('[data-font-loaded="true"]')).waitFor();
      await canvas.getByRole('heading', { name: 'Three points' }).waitFor();
      const inEditor = await placed(canvas);
      await canvas.screenshot({ path: `${SHOTS}/foreign-editor-${center}.png` });
      // The slide's picture in the navigator has it too.
      await page.locator('.editor-thumbnail [data-foreign-content]').getByText('Three points').waitFor();
      // Shown, not edited: a click on it selects nothing, and nothing in it takes the focus.
      await canvas.getByText('First point').click({ force: true });
      await page.getByRole('complementary', { name: 'Slide properties' }).waitFor();
      expect(await page.getByRole('complementary', { name: 'Block properties' }).count()).toBe(0);

      await page.goto(`${lectern.url}/${USERNAME}/${deck.slug}`);
      await page.locator('.lectern-deck-host[data-ready="true"]').waitFor();
      const inShow = await placed(page.locator('.lectern-deck-host .slides'));

      expect(inEditor.map((item) => item.text)).toEqual([
        'Three points',
        'A paragraph ',
        'First point',
        'Second point',
      ]);
      expect(inEditor.map((item) => item.text)).toEqual(inShow.map((item) => item.text));
      inEditor.forEach((item, index) => {
        const shown = inShow[index]!;
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(
            Math.abs(item[side] - shown[side]),
            `${item.text} ${side}: editor ${item[side]}, show ${shown[side]}`,
          ).toBeLessThanOrEqual(2);
        }
      });
      // Centred, the content sits lower than at the top of the slide.
      expect(inEditor[0]!.y > 100).toBe(center);
      expect(problems).toEqual([]);
    },
  );

  it('draws the same slide, scaled down, in the revision preview', async () => {
    const deck = await createDeck(api, 'Layout in a preview', serialize(layoutDeck(await picture())), {
      theme_font: 'sketch',
      upsizing_enabled: false,
    });
    const family = THEME_FONTS.sketch.family;
    await page.goto(`${lectern.url}/${USERNAME}/${deck.slug}`);
    await page.locator('.lectern-deck-host[data-ready="true"]').waitFor();
    const inShow = await drawn(page.locator('.lectern-deck-host section.present'), family);

    await page.goto(`${lectern.url}/${USERNAME}/${deck.slug}/preview`);
    const still = page.locator('.slide-thumbnail__canvas > section').first();
    await still.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    const inPreview = await drawn(still, family);
    await page.locator('.slide-thumbnails').screenshot({ path: `${SHOTS}/revision-preview.png` });

    expect(inPreview.scale).toBeLessThan(0.5);
    expect(inPreview.fontLoaded).toBe(true);
    expect(Object.keys(inPreview.boxes).sort()).toEqual(Object.keys(inShow.boxes).sort());
    for (const [id, box] of Object.entries(inShow.boxes)) {
      const previewed = inPreview.boxes[id]!;
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        const inSlidePixels = previewed[side] / inPreview.scale;
        expect(Math.abs(box[side] / inShow.scale - inSlidePixels), `${id} ${side}`).toBeLessThanOrEqual(1);
      }
    }
    expect(inPreview.lines).toEqual(inShow.lines);
    expect(elsewhere).toEqual([]);
  });

  it('downloads only the fonts a deck uses', async () => {
    const deck = await createDeck(api, 'Only Asul', serialize(layoutDeck(await picture())), { theme_font: 'asul' });
    fontFiles.length = 0;
    const fresh = await browser.newPage(VIEWPORT);
    await fresh.goto(`${lectern.url}/${USERNAME}/${deck.slug}`);
    await fresh.locator('.lectern-deck-host[data-ready="true"]').waitFor();
    await fresh.evaluate(() => document.fonts.ready);
    const families = new Set(fontFiles.map((url) => new URL(url).pathname.split('/').pop()!.split('-')[0]!));
    // Asul for the slides, and the page's own interface font if it has one; no other theme font.
    const themeFamilies = [
      'montserrat',
      'league',
      'open',
      'josefin',
      'libre',
      'news',
      'arimo',
      'merriweather',
      'comic',
      'quicksand',
      'overpass',
    ];
    expect(families.has('asul')).toBe(true);
    expect([...families].filter((family) => themeFamilies.includes(family))).toEqual([]);
    expect(elsewhere).toEqual([]);
    await fresh.close();
  });
});
