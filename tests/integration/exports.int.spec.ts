import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deck } from '@lectern/contracts';
import { waitUntil } from '@lectern/testing';
import { ApiSession } from '../e2e/support/api-session.js';
import { startOwnLectern, type TestLectern } from '../e2e/support/server.js';
import { CHROMIUM_PATH } from '../e2e/support/browser.js';
import { EXPORT_DECK_MARKUP, richDeckMarkup } from './export-decks.js';
import { deckWithContent, download, exportDeck, savedDeck, signedUp, uploadPicture } from './exports-support.js';

const pdfinfo = (file: string) => execFileSync('pdfinfo', [file], { encoding: 'utf8' });
const pageCount = (file: string) => Number(/^Pages:\s+(\d+)/m.exec(pdfinfo(file))![1]);
const pageText = (file: string, page: number) =>
  execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-'], { encoding: 'utf8' });

/** PDF exports through the running app, read back with poppler's pdfinfo and pdftotext. */
// One Lectern (and its export worker's warm Chromium) for every test of the file.
let lectern: TestLectern;
let work: string;
beforeAll(async () => {
  // It draws thumbnails too: the last tests here read the deck's picture.
  lectern = await startOwnLectern({ fontList: true, thumbnails: true });
  work = await mkdtemp(path.join(os.tmpdir(), 'lectern-exports-'));
}, 60_000);
afterAll(async () => {
  await lectern?.stop();
  await rm(work, { recursive: true, force: true });
});

describe('PDF export', () => {
  let session: ApiSession;
  let deck: Deck;

  beforeAll(async () => {
    ({ session, deck } = await deckWithContent(lectern, 'pdfexporter', EXPORT_DECK_MARKUP));
  });

  it('prints one page per slide and fragment step, at the deck’s size, with the slides’ text', async () => {
    const job = await exportDeck(session, deck, 'pdf');
    expect(job).toMatchObject({ status: 'done', progress: 100, error: null, filename: 'quarterly-review.pdf' });
    const file = await download(session, job, work);
    // Five slides and the third's three fragment steps.
    expect(pageCount(file)).toBe(8);
    expect(pdfinfo(file)).toMatch(/Page size:\s+720 x 525(\.\d+)? pts/);
    expect(pageText(file, 1)).toContain('Opening title Alpha');
    expect(pageText(file, 8)).toContain('Closing words Omega');
    expect(pageText(file, 3)).not.toContain('First step');
    expect(pageText(file, 4)).toContain('First step');
    expect(pageText(file, 5)).toContain('Second step');
  });

  it('follows the export options: fragments together, notes printed, slide numbers', async () => {
    const job = await exportDeck(session, deck, 'pdf', { separate_fragments: false, notes: true, slide_numbers: true });
    const file = await download(session, job, work);
    expect(pageCount(file)).toBe(6);
    expect(pageText(file, 3)).toContain('Second step');
    expect(pageText(file, 4)).toContain('Remember the quarterly figures');
    expect(pageText(file, 6)).toMatch(/\b6\b/);
  });

  it('prints slide backgrounds', async () => {
    const { session: painter, deck: painted } = await deckWithContent(
      lectern,
      'pdfpainter',
      '<section data-id="bg" data-background-color="#1e3a8a"><h2 style="color:#ffffff">On blue</h2></section>',
    );
    const file = await download(painter, await exportDeck(painter, painted, 'pdf'), work);
    const picture = path.join(work, 'background');
    execFileSync('pdftoppm', ['-png', '-r', '20', '-f', '1', '-l', '1', '-singlefile', file, picture]);
    const { data } = await sharp(`${picture}.png`).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x1e, 0x3a, 0x8a]);
  });

  it('gives the same file for the same deck version and options, and a new one after a save', async () => {
    const first = await exportDeck(session, deck, 'pdf', { margin: 5 });
    const again = await exportDeck(session, deck, 'pdf', { margin: 5 });
    expect(again.id).not.toBe(first.id);
    // A PDF printed anew carries a new creation date: equal bytes are the first file.
    const [a, b] = [await download(session, first, work), await download(session, again, work)];
    expect(execFileSync('cmp', [a, b]).length).toBe(0);
    expect(pdfinfo(a)).toMatch(/Page size:\s+756 x 551(\.\d+)? pts/);

    const saved = await session.call('PUT', `/api/v1/decks/${deck.id}`, {
      deck: { data: EXPORT_DECK_MARKUP.replace('Alpha', 'Beta'), version: deck.version },
    });
    const newer = ((await saved.json()) as { deck: Deck }).deck;
    const changed = await exportDeck(session, newer, 'pdf', { margin: 5 });
    expect(changed.deck_version).toBe(newer.version);
    expect(pageText(await download(session, changed, work), 1)).toContain('Opening title Beta');
  });
});

/** Thumbnails drawn by the export worker after saves, through the running app. */
describe('deck thumbnails', () => {
  const deckOf = async (session: ApiSession, id: string) =>
    ((await (await session.call('GET', `/api/v1/decks/${id}`)).json()) as { deck: Deck }).deck;

  it('draws the first slide after a save, on the deck, its card and in search, only for whoever may see it', async () => {
    const { session, deck } = await deckWithContent(lectern, 'thumbowner', EXPORT_DECK_MARKUP);
    const drawn = await waitUntil(
      async () => {
        const current = await deckOf(session, deck.id);
        return current.thumbnail_url ? current : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 200, message: 'a thumbnail' },
    );
    const picture = await session.call('GET', drawn.thumbnail_url!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const { width, height } = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([width, height]).toEqual([520, Math.round((520 * 700) / 960)]);

    const visitor = new ApiSession(lectern.url);
    const cards = (await (await visitor.call('GET', '/api/v1/users/thumbowner/decks')).json()) as {
      results: { id: string; thumbnail_url: string | null }[];
    };
    expect(cards.results.find((card) => card.id === deck.id)?.thumbnail_url).toBe(drawn.thumbnail_url);
    const found = (await (await visitor.call('GET', '/api/v1/search?q=quarterly')).json()) as {
      results: { id: string; thumbnail_url: string | null }[];
    };
    expect(found.results.find((card) => card.id === deck.id)?.thumbnail_url).toBe(drawn.thumbnail_url);
    expect((await visitor.call('GET', drawn.thumbnail_url!)).status).toBe(200);

    await lectern.admin.setPlan('thumbowner', 'pro');
    const madePrivate = await session.call('PUT', `/api/v1/decks/${deck.id}`, { deck: { visibility: 'self' } });
    expect(madePrivate.status, await madePrivate.clone().text()).toBe(200);
    expect((await visitor.call('GET', drawn.thumbnail_url!)).status).toBe(404);
    expect((await session.call('GET', drawn.thumbnail_url!)).status).toBe(200);
  });

  it('draws the picture again after the content changes', async () => {
    const { session, deck } = await deckWithContent(lectern, 'thumbeditor', EXPORT_DECK_MARKUP);
    const first = await waitUntil(async () => (await deckOf(session, deck.id)).thumbnail_url ?? undefined, {
      timeoutMs: 30_000,
      intervalMs: 200,
    });
    const saved = await session.call('PUT', `/api/v1/decks/${deck.id}`, {
      deck: { data: EXPORT_DECK_MARKUP.replace('Opening title Alpha', 'A new opening'), version: deck.version },
    });
    expect(saved.status).toBe(200);
    const second = await waitUntil(
      async () => {
        const url = (await deckOf(session, deck.id)).thumbnail_url;
        return url && url !== first ? url : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    expect((await session.call('GET', second)).status).toBe(200);
  });
});

/** ZIP exports through the running app, unpacked and opened from disk in Chromium. */
describe('ZIP export', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox'] });
  });
  afterAll(() => browser?.close());

  it('is a site that opens from disk with every slide, its pictures and nothing fetched from elsewhere', async () => {
    const session = await signedUp(lectern, 'zipper');
    const picture = await uploadPicture(session, 'sunset.png');
    const markup = EXPORT_DECK_MARKUP.replace(
      '<section data-id="s2">',
      `<section data-id="s2" data-background-image="${picture}"><div class="sl-block" data-block-type="image" style="left:100px; top:300px; width:320px; height:200px;"><div class="sl-block-content"><img src="${picture}" alt="Sunset picture"></div></div>`,
    );
    const deck = await savedDeck(session, markup, 'Zipped');

    const job = await exportDeck(session, deck, 'zip');
    expect(job).toMatchObject({ status: 'done', filename: 'zipped.zip' });
    const archive = await download(session, job, work);
    const site = path.join(work, 'site');
    execFileSync('unzip', ['-q', archive, '-d', site]);
    const entries = execFileSync('unzip', ['-Z1', archive], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(entries).toEqual(expect.arrayContaining(['index.html', 'player/player.js', 'player/player.css']));
    expect(entries.filter((entry) => entry.startsWith('media/'))).toHaveLength(1);
    const fonts = entries.filter((entry) => entry.startsWith('player/fonts/'));
    expect(fonts.some((font) => font.includes('montserrat'))).toBe(true);
    expect(fonts.some((font) => font.includes('merriweather') || font.includes('KaTeX'))).toBe(false);

    const page = await browser.newPage();
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('file://')) elsewhere.push(request.url());
    });
    await page.goto(pathToFileURL(path.join(site, 'index.html')).href);
    await page.waitForFunction(() => document.documentElement.dataset.player === 'ready');
    const total = await page.evaluate(() =>
      (window as unknown as { Reveal: { getTotalSlides(): number } }).Reveal.getTotalSlides(),
    );
    expect(total).toBe(deck.slide_count);
    expect(total).toBe(6);
    await page.evaluate(() => (window as unknown as { Reveal: { slide(h: number): void } }).Reveal.slide(1));
    const sunset = page.getByRole('img', { name: 'Sunset picture' });
    await expect.poll(() => sunset.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
    expect(elsewhere).toEqual([]);
    await page.close();
  });
});

/** Runs LibreOffice on `file`, converting it to PDF in `folder`; answers the PDF's path. */
function libreOfficeToPdf(file: string, folder: string): string {
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=${pathToFileURL(path.join(folder, 'profile')).href}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      folder,
      file,
    ],
    { stdio: 'ignore', timeout: 180_000 },
  );
  return path.join(folder, `${path.basename(file, path.extname(file))}.pdf`);
}

/** PowerPoint exports, read back by unpacking them and by LibreOffice (one conversion: it is slow). */
describe('PowerPoint export', () => {
  it('writes text as text, shapes, pictures, tables and notes natively, the rest as pictures, with a fidelity report', async () => {
    const session = await signedUp(lectern, 'pptxer');
    const picture = await uploadPicture(session, 'harbour.png');
    const deck = await savedDeck(session, richDeckMarkup(picture), 'Board meeting');
    const job = await exportDeck(session, deck, 'pptx', {}, 120_000);
    expect(job).toMatchObject({ status: 'done', filename: 'board-meeting.pptx', error: null });
    const messages = job.fidelity.map((note) => `${note.kind}: ${note.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'rasterised: Slide 3: code is a picture',
        'rasterised: Slide 3: a formula is a picture',
        'approximated: Slide 4: fragments show at once',
      ]),
    );
    const file = await download(session, job, work);
    const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
    const slides = entries.filter((entry) => /^ppt\/slides\/slide\d+\.xml$/.test(entry));
    expect(slides).toHaveLength(5);
    const part = (name: string) => execFileSync('unzip', ['-p', file, name], { encoding: 'utf8' });
    expect(part('ppt/slides/slide1.xml')).toContain('<a:t>Opening title Alpha</a:t>');
    const second = part('ppt/slides/slide2.xml');
    for (const run of ['bold', 'italic', 'red', 'First point']) expect(second).toContain(run);
    expect(second).toMatch(/<a:rPr[^>]*b="1"/);
    expect(second).toContain('prst="roundRect"');
    expect(second).toContain('prst="line"');
    expect(second).toContain('descr="Sunset picture"');
    expect(second).toContain('FEF3C7');
    expect(part('ppt/slides/slide3.xml')).toContain('<a:tbl>');
    expect(part('ppt/slides/slide3.xml')).toContain('<a:t>Twelve</a:t>');
    const notes = entries.filter((entry) => entry.startsWith('ppt/notesSlides/notesSlide') && entry.endsWith('.xml'));
    expect(notes.map(part).join('')).toContain('Point at the picture');
    expect(entries.filter((entry) => entry.startsWith('ppt/media/')).length).toBeGreaterThanOrEqual(3);

    const pdf = libreOfficeToPdf(file, path.join(work, 'libreoffice'));
    expect(pageCount(pdf)).toBe(5);
    expect(pageText(pdf, 1)).toContain('Opening title Alpha');
    expect(pageText(pdf, 2)).toContain('First point');
    expect(pageText(pdf, 3)).toContain('Revenue');
    expect(pageText(pdf, 5)).toContain('Closing words Omega');
  });
});

/** What colour the page shows at (`x`, `y`), each a share of its width and height: poppler draws it, sharp reads it. */
async function pdfColourAt(file: string, page: number, x: number, y: number): Promise<[number, number, number]> {
  const prefix = path.join(path.dirname(file), `page-${page}`);
  execFileSync('pdftoppm', ['-png', '-r', '24', '-singlefile', '-f', String(page), '-l', String(page), file, prefix]);
  const { data, info } = await sharp(`${prefix}.png`).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(y * (info.height - 1)) * info.width + Math.floor(x * (info.width - 1))) * 3;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe('PowerPoint export of a deck that follows a theme', () => {
  it("draws the theme's markup on every slide, beneath the slide's own text, as LibreOffice shows", async () => {
    const owner = new ApiSession(lectern.url);
    await owner.succeed('POST', '/api/v1/teams', {
      team: { name: 'Band Works', slug: 'band-works' },
      user: { username: 'band-owner', email: 'band-owner@example.com', password: 'secret-password' },
    });
    // The team's first theme is its default, which new decks follow; its markup a teal band along the bottom.
    const { theme } = (await owner.succeed('POST', '/api/v1/themes', { theme: { name: 'Band' } })) as {
      theme: { id: string };
    };
    await owner.succeed('PUT', `/api/v1/themes/${theme.id}`, {
      theme: {
        less: '.band { position: absolute; left: 0; right: 0; bottom: 0; height: 140px; background: #0f766e; }',
        html: '<div class="band"></div><script>steal()</script>',
      },
    });
    const text = (words: string) =>
      `<section><div class="sl-block" data-block-type="text" style="left:80px;top:120px;width:800px;height:auto"><div class="sl-block-content"><h1>${words}</h1></div></div></section>`;
    const deck = await savedDeck(owner, text('Harbour cranes') + text('Night shift'), 'Band deck');
    expect(deck.theme_id).toBe(theme.id);

    const job = await exportDeck(owner, deck, 'pptx', {}, 120_000);
    expect(job).toMatchObject({ status: 'done', error: null });
    expect(job.fidelity.map((note) => note.message)).toEqual(
      expect.arrayContaining(
        [1, 2].map((n) => `Slide ${n}: the theme’s markup is a picture, with the content that is not made of blocks`),
      ),
    );
    const file = await download(owner, job, work);
    const part = (name: string) => execFileSync('unzip', ['-p', file, name], { encoding: 'utf8' });
    for (const n of [1, 2]) {
      const slide = part(`ppt/slides/slide${n}.xml`);
      // The picture first, the slide's own text after it (above it), still text.
      expect(slide.indexOf('<p:pic>')).toBeGreaterThan(-1);
      expect(slide.indexOf('<p:pic>')).toBeLessThan(slide.indexOf('<a:t>'));
    }
    expect(part('ppt/slides/slide1.xml')).toContain('<a:t>Harbour cranes</a:t>');

    const pdf = libreOfficeToPdf(file, path.join(work, 'libreoffice-theme'));
    expect(pageCount(pdf)).toBe(2);
    expect(pageText(pdf, 2)).toContain('Night shift');
    for (const page of [1, 2]) {
      // The band at the bottom, the slide's own background above it.
      const [r, g, b] = await pdfColourAt(pdf, page, 0.5, 0.97);
      expect(Math.abs(r - 15) + Math.abs(g - 118) + Math.abs(b - 110)).toBeLessThan(40);
      const above = await pdfColourAt(pdf, page, 0.5, 0.6);
      expect(above).not.toEqual([r, g, b]);
    }
  });
});
