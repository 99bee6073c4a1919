import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { EXPORT_DECK_MARKUP, richDeckMarkup } from '../integration/export-decks.js';
import { REVEAL_HTML, samplePdf, samplePptx } from '../integration/import-files.js';
import { seriousViolationsIn } from './support/accessibility.js';
import { createDeck, signUpAndSignIn } from './support/accounts.js';
import type { ApiSession } from './support/api-session.js';
import { launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { waitForEditor } from './support/editor.js';
import { startLectern } from './support/server.js';

const OWNER = 'export-person';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-exports';

/** Exporting from the editor and the deck page, and importing from the profile and the editor, as a person does. */
describe('exports and imports', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let api: ApiSession;
  let work: string;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    work = await mkdtemp(path.join(os.tmpdir(), 'lectern-e2e-exports-'));
    lectern = await startLectern();
    browser = await launchBrowser();
    ({ page, api } = await signUpAndSignIn(browser, lectern.url, OWNER, PASSWORD));
  });
  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
    await rm(work, { recursive: true, force: true });
  });

  async function deckWith(title: string, markup: string) {
    const deck = await createDeck(api, { title });
    const saved = await api.call('PUT', `/api/v1/decks/${deck.id}`, { deck: { data: markup, version: deck.version } });
    expect(saved.status).toBe(200);
    return deck;
  }

  const exportDialog = (title: string) => page.getByRole('dialog', { name: `Export “${title}”` });

  /** Clicks the download link of a finished export and answers where the file was saved. */
  async function downloadFrom(dialog: ReturnType<typeof exportDialog>, filename: string): Promise<string> {
    const link = dialog.getByRole('link', { name: `Download ${filename}` });
    await link.waitFor({ timeout: 90_000 });
    const download = page.waitForEvent('download');
    await link.click();
    const file = path.join(work, filename);
    await (await download).saveAs(file);
    return file;
  }

  it('exports a PDF from the editor and downloads it', async () => {
    const deck = await deckWith('Quarterly review', EXPORT_DECK_MARKUP);
    await page.goto(`${lectern.url}/${OWNER}/${deck.slug}/edit`);
    await waitForEditor(page, `${lectern.url}/${OWNER}/${deck.slug}/edit`);
    await page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = exportDialog('Quarterly review');
    await dialog.getByRole('radio', { name: /PDF/ }).check();
    await dialog.getByRole('checkbox', { name: 'Include speaker notes' }).check();
    await page.screenshot({ path: `${SHOTS}/export-options.png` });
    expect(await seriousViolationsIn(page, 'export dialog: options')).toEqual([]);
    const fileSyncAnswered = page.waitForResponse((response) => response.url().endsWith('/api/v1/file_sync'));
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const file = await downloadFrom(dialog, 'quarterly-review.pdf');
    await page.screenshot({ path: `${SHOTS}/export-done.png` });
    expect(await seriousViolationsIn(page, 'export dialog: done')).toEqual([]);
    // Dropbox is not set up on this Lectern: the dialog does not mention it.
    expect((await (await fileSyncAnswered).json()).configured).toBe(false);
    expect(await dialog.getByText('Dropbox').count()).toBe(0);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/^Pages:\s+8$/m);
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('Remember the quarterly figures');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('exports PowerPoint and ZIP from the deck page, with the fidelity report', async () => {
    const picture = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    const created = await api.call('POST', '/api/v1/media', { media: { type: 'Image', filename: 'p.png' } });
    const media = ((await created.json()) as { media: { id: string; upload_url: string } }).media;
    await api.upload('PUT', media.upload_url, picture, 'image/png');
    await api.call('PUT', `/api/v1/media/${media.id}`, { media: { status: 'upload_complete' } });
    const deck = await deckWith('Board meeting', richDeckMarkup(`/media-files/${media.id}/original`));
    await page.goto(`${lectern.url}/${OWNER}/${deck.slug}`);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = exportDialog('Board meeting');
    await dialog.getByRole('radio', { name: /PowerPoint/ }).check();
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const pptx = await downloadFrom(dialog, 'board-meeting.pptx');
    const report = dialog.getByRole('region', { name: 'How PowerPoint shows this deck' });
    await report.getByText('Slide 3: a formula is a picture').waitFor();
    await page.screenshot({ path: `${SHOTS}/export-pptx.png` });
    expect(execFileSync('unzip', ['-Z1', pptx], { encoding: 'utf8' })).toContain('ppt/presentation.xml');

    await dialog.getByRole('button', { name: 'Export another' }).click();
    await dialog.getByRole('radio', { name: /ZIP/ }).check();
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const zip = await downloadFrom(dialog, 'board-meeting.zip');
    expect(execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' })).toContain('index.html');
    // Opened from disk, the site shows the third slide's code highlighted, in its language.
    const site = path.join(work, 'board-meeting');
    execFileSync('unzip', ['-q', zip, '-d', site]);
    const opened = await browser.newPage();
    await opened.goto(pathToFileURL(path.join(site, 'index.html')).href);
    await opened.waitForFunction(() => document.documentElement.dataset.player === 'ready');
    await opened.evaluate(() => (window as unknown as { Reveal: { slide(h: number): void } }).Reveal.slide(2));
    const code = opened.locator('.slides section.present pre code');
    await code.locator('.hljs-keyword', { hasText: 'const' }).waitFor();
    expect(await code.getAttribute('class')).toContain('language-javascript');
    expect(await code.locator('.hljs-number').allTextContents()).toEqual(['42']);
    await opened.screenshot({ path: `${SHOTS}/zip-code.png` });
    await opened.close();
  });

  async function importThroughDialog(name: string, body: Buffer) {
    const dialog = page.getByRole('dialog', { name: /^Import/ });
    await dialog.getByLabel('File').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: body });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    return dialog;
  }

  it('imports a PDF, a PowerPoint file and a reveal.js deck from the profile, each opening in the editor and presenting', async () => {
    const files: [string, Buffer, string, RegExp][] = [
      ['Printed handout.pdf', await samplePdf(), 'printed-handout', /img/],
      [
        'Sales review.pptx',
        await samplePptx(
          await sharp({ create: { width: 60, height: 40, channels: 3, background: '#000' } })
            .png()
            .toBuffer(),
        ),
        'sales-review',
        /Imported from PowerPoint/,
      ],
      ['reveal-talk.html', Buffer.from(REVEAL_HTML), 'reveal-talk', /Brought from reveal\.js/],
    ];
    // Import progress arrives over the realtime service.
    const frames: string[] = [];
    page.on('websocket', (socket) => {
      if (socket.url().includes('/realtime?import='))
        socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
    });
    for (const [name, body, slug, shown] of files) {
      await page.goto(`${lectern.url}/${OWNER}`);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      if (slug === 'printed-handout') {
        await page.screenshot({ path: `${SHOTS}/import-dialog.png` });
        expect(await seriousViolationsIn(page, 'import dialog')).toEqual([]);
      }
      await importThroughDialog(name, body);
      await waitForEditor(page, `${lectern.url}/${OWNER}/${slug}/edit`);
      await page.locator('.editor-slide').first().waitFor();
      // Text slides of a reveal.js deck are text blocks the editor shows and edits.
      if (slug === 'reveal-talk')
        await page.locator('.editor-slide').first().getByText('Brought from reveal.js').waitFor();
      await page.goto(`${lectern.url}/${OWNER}/${slug}/fullscreen`);
      const present = page.locator('.reveal .slides section.present');
      await expect.poll(async () => (await present.first().innerHTML()).match(shown) !== null).toBe(true);
    }
    expect(frames.filter((frame) => frame.includes('"import:progress"') && frame.includes('"done"'))).toHaveLength(3);
  });

  it('replaces a deck’s content from the editor after confirming, and refuses a deck that runs scripts', async () => {
    const deck = await deckWith('Keeper', '<section data-id="old"><h1>Old content</h1></section>');
    const editor = `${lectern.url}/${OWNER}/${deck.slug}/edit`;
    await page.goto(editor);
    await waitForEditor(page, editor);
    const toolbar = page.getByRole('toolbar', { name: 'Editor' });
    await toolbar.getByRole('button', { name: 'Import', exact: true }).click();
    await importThroughDialog('reveal-talk.html', Buffer.from(REVEAL_HTML));
    const confirmation = page.getByRole('dialog', { name: 'Replace content' });
    await confirmation.waitFor();
    await page.screenshot({ path: `${SHOTS}/import-confirm.png` });
    await confirmation.getByRole('button', { name: 'Replace content' }).click();
    await expect
      .poll(
        async () =>
          ((await (await api.call('GET', `/api/v1/decks/${deck.id}`)).json()) as { deck: { slide_count: number } }).deck
            .slide_count,
      )
      .toBe(4);
    // The editor opens again on the imported slides, a vertical stack among them.
    await page.locator('.editor__slides').getByText('2.2', { exact: true }).waitFor();
    await page.getByRole('dialog', { name: /^Import/ }).waitFor({ state: 'detached' });

    await toolbar.getByRole('button', { name: 'Import', exact: true }).click();
    const scripted = REVEAL_HTML.replace('<h2>Last slide</h2>', '<h2>Last slide</h2><script>alert(1)</script>');
    const dialog = await importThroughDialog('scripted.html', Buffer.from(scripted));
    await page
      .getByRole('dialog', { name: 'Replace content' })
      .getByRole('button', { name: 'Replace content' })
      .click();
    await dialog
      .getByRole('alert')
      .getByText('This deck runs scripts in its slides, which Lectern does not import.')
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/import-refused.png` });
    expect(await seriousViolationsIn(page, 'import dialog: refused')).toEqual([]);
  });
});
