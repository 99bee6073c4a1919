import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import yazl from 'yazl';
import { buffer } from 'node:stream/consumers';
import type { Deck, DeckImport } from '@lectern/contracts';
import { waitUntil } from '@lectern/testing';
import type { ApiSession } from '../e2e/support/api-session.js';
import { startLectern, type TestLectern } from '../e2e/support/server.js';
import { savedDeck, signedUp } from './exports-support.js';
import { REVEAL_HTML, samplePdf, samplePptx } from './import-files.js';

/** Uploads a file for import and waits until the import is done or failed. */
export async function importFile(
  session: ApiSession,
  body: Buffer,
  filename: string,
  deckId?: string,
): Promise<DeckImport> {
  const query = new URLSearchParams({ filename, ...(deckId ? { deck_id: deckId } : {}) });
  const created = await session.upload('POST', `/api/v1/imports?${query}`, body);
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = ((await created.json()) as { import: DeckImport }).import;
  return waitUntil(
    async () => {
      const job = ((await (await session.call('GET', `/api/v1/imports/${id}`)).json()) as { import: DeckImport })
        .import;
      return job.status === 'done' || job.status === 'failed' ? job : undefined;
    },
    { timeoutMs: 60_000, intervalMs: 100, message: `the import of ${filename}` },
  );
}

const zipOf = async (entries: Record<string, Buffer>) => {
  const zip = new yazl.ZipFile();
  for (const [name, body] of Object.entries(entries)) zip.addBuffer(body, name);
  zip.end();
  return buffer(zip.outputStream);
};

/** Imports through the running app: the export worker reads each kind of file into a deck. */
describe('imports', () => {
  let lectern: TestLectern;
  let session: ApiSession;
  let picture: Buffer;

  beforeAll(async () => {
    lectern = await startLectern();
    session = await signedUp(lectern, 'deckimporter');
    picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
  }, 60_000);
  afterAll(() => lectern.stop());

  const deckOf = async (id: string) =>
    ((await (await session.call('GET', `/api/v1/decks/${id}`)).json()) as { deck: Deck }).deck;
  const markupOf = async (id: string) =>
    ((await (await session.call('GET', `/api/v1/decks/${id}/data`)).json()) as { data: string }).data;

  it('makes a PDF one picture slide per page', async () => {
    const job = await importFile(session, await samplePdf(), 'Printed handout.pdf');
    expect(job).toMatchObject({ status: 'done', kind: 'pdf', slides: 2, error: null });
    const deck = await deckOf(job.deck.id);
    expect(deck).toMatchObject({ title: 'Printed handout', slide_count: 2, width: 960, height: 720 });
    const markup = await markupOf(deck.id);
    expect(markup.match(/data-block-type="image"/g)).toHaveLength(2);
    const address = /src="(\/media-files\/[0-9a-f-]{36}\/original)"/.exec(markup)![1]!;
    const page = await session.call('GET', address);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('image/png');
  });

  it('makes a PowerPoint file native blocks: text, a list, a shape, a table, a picture, notes and a background', async () => {
    const job = await importFile(session, await samplePptx(picture), 'Sales review.pptx');
    expect(job).toMatchObject({ status: 'done', kind: 'pptx', slides: 2 });
    const deck = await deckOf(job.deck.id);
    expect(deck).toMatchObject({ width: 960, height: 540, slide_count: 2 });
    const markup = await markupOf(deck.id);
    expect(markup).toContain('Imported from PowerPoint');
    expect(markup).toMatch(/<ul><li[^>]*>.*First bullet/);
    expect(markup).toContain('data-block-type="shape"');
    expect(markup).toContain('data-shape-fill-color="#f59e0b"');
    expect(markup).toContain('data-block-type="table"');
    expect(markup).toContain('Ninety');
    expect(markup).toMatch(/data-block-type="image".*alt="Chart"/s);
    expect(markup).toContain('data-background-color="#e0f2fe"');
    expect(markup).toContain('<aside class="notes">Open with the story</aside>');
  });

  it('makes a reveal.js HTML deck a Lectern deck, and replaces a deck’s content when asked to', async () => {
    const job = await importFile(session, Buffer.from(REVEAL_HTML), 'reveal-talk.html');
    expect(job).toMatchObject({ status: 'done', kind: 'html', slides: 4 });
    const made = await deckOf(job.deck.id);
    expect(made).toMatchObject({ width: 1280, height: 720, slide_count: 4 });
    const markup = await markupOf(made.id);
    expect(markup).toContain('Brought from reveal.js');
    // Text alone becomes a text block the editor edits, centred as reveal.js showed it.
    expect(markup).toMatch(/data-block-type="text".*<h1 style="text-align:center">Brought from reveal\.js<\/h1>/s);
    expect(markup).toContain('<aside class="notes">Say goodbye</aside>');
    expect(markup).not.toContain('<script');

    const existing = await savedDeck(session, '<section data-id="old"><h1>Old content</h1></section>', 'Keeper');
    const into = await importFile(session, Buffer.from(REVEAL_HTML), 'reveal-talk.html', existing.id);
    expect(into).toMatchObject({ status: 'done', deck: { id: existing.id } });
    const replaced = await deckOf(existing.id);
    expect(replaced).toMatchObject({ slide_count: 4, version: existing.version + 1, width: existing.width });
    expect(await markupOf(existing.id)).not.toContain('Old content');
  });

  it('refuses hostile files with a message: a zip bomb, scripts in slides, a picture too large', async () => {
    const bomb = await zipOf({ 'ppt/presentation.xml': Buffer.alloc(40 * 1024 * 1024) });
    expect(await importFile(session, bomb, 'bomb.pptx')).toMatchObject({
      status: 'failed',
      error: 'This file unpacks to far more than its size and was refused.',
    });
    const scripted = REVEAL_HTML.replace('<h2>Last slide</h2>', '<h2>Last slide</h2><script>alert(1)</script>');
    expect(await importFile(session, Buffer.from(scripted), 'scripted.html')).toMatchObject({
      status: 'failed',
      error: 'This deck runs scripts in its slides, which Lectern does not import.',
    });
    const handler = REVEAL_HTML.replace('<h2>Down one</h2>', '<h2 onclick="steal()">Down one</h2>');
    expect((await importFile(session, Buffer.from(handler), 'handler.html')).status).toBe('failed');
    const huge = await sharp({ create: { width: 12_000, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await importFile(session, await samplePptx(huge), 'huge.pptx')).toMatchObject({
      status: 'failed',
      error: 'This file holds a picture too large to import.',
    });
    const broken = await zipOf({ 'hello.txt': Buffer.from('not a presentation') });
    expect(await importFile(session, broken, 'broken.pptx')).toMatchObject({
      status: 'failed',
      error: 'This file could not be read. Is it damaged?',
    });
  });
});
