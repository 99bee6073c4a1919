import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Deck, DeckExport } from '@lectern/contracts';
import { DEFAULT_DECK_SETTINGS } from '@lectern/domain';
import { createLogger } from '@lectern/service-kit';
import { createWarmBrowser } from '../apps/export-worker/src/browser/warm-browser.js';
import { createDeckRenderer } from '../apps/export-worker/src/render/deck-renderer.js';
import { playerAssets } from '../apps/export-worker/src/render/deck-site.js';
import { signUp } from '../tests/e2e/support/accounts.js';
import type { ApiSession } from '../tests/e2e/support/api-session.js';
import { CHROMIUM_PATH } from '../tests/e2e/support/browser.js';
import { startLectern } from '../tests/e2e/support/server.js';
import { percentile, reportLoad, reportMarked } from './stats.js';

const exec = promisify(execFile);
const SLIDES = 50;
const FRAGMENT_SLIDES = 10;
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 5);
const DECKTAPE_VERSION = '3.16.1';
const DECKTAPE_DIR = path.join(os.tmpdir(), 'lectern-bench-decktape');

/** A slide as the editor saves it: a title, a text block with a list, notes; every fifth with two fragments. */
const slide = (index: number) =>
  `<section data-id="s${index}">` +
  `<div class="sl-block" data-block-type="text" data-block-id="t" style="left:80px; top:40px; width:800px; height:auto;"><div class="sl-block-content"><h1>Slide ${index + 1}</h1></div></div>` +
  `<div class="sl-block" data-block-type="text" data-block-id="p" style="left:80px; top:220px; width:800px; height:auto;"><div class="sl-block-content"><p>Point ${index + 1}: <strong>numbers</strong> and <em>notes</em></p><ul><li>one</li><li>two</li><li>three</li></ul></div></div>` +
  (index % (SLIDES / FRAGMENT_SLIDES) === 0
    ? `<div class="sl-block" data-block-type="text" data-block-id="f" style="left:80px; top:480px; width:800px; height:auto;"><div class="sl-block-content"><p class="fragment">First step</p><p class="fragment">Second step</p></div></div>`
    : '') +
  `<aside class="notes">Notes for slide ${index + 1}.</aside></section>`;
export const BENCH_DECK = Array.from({ length: SLIDES }, (_, index) => slide(index)).join('\n');

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Request → worker → file ready: POST the export, then ask every 20 ms until it is done. */
async function timedExport(api: ApiSession, deck: Deck, format: DeckExport['format'], options: object) {
  const started = performance.now();
  const created = await api.call('POST', `/api/v1/decks/${deck.id}/exports`, { export: { format, options } });
  if (created.status !== 201) throw new Error(`export refused: ${created.status} ${await created.text()}`);
  const { id } = ((await created.json()) as { export: DeckExport }).export;
  for (;;) {
    const job = (
      (await (await api.call('GET', `/api/v1/decks/${deck.id}/exports/${id}`)).json()) as {
        export: DeckExport;
      }
    ).export;
    if (job.status === 'failed') throw new Error(`${format} export failed`);
    if (job.status === 'done') return { seconds: (performance.now() - started) / 1000, job };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** DeckTape, installed for the benchmark only (its browser download skipped: it prints with the system Chromium). */
async function decktape(): Promise<string> {
  const bin = path.join(DECKTAPE_DIR, 'node_modules', '.bin', 'decktape');
  if (existsSync(bin)) return bin;
  await mkdir(DECKTAPE_DIR, { recursive: true });
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      DECKTAPE_DIR,
      '--no-save',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      `decktape@${DECKTAPE_VERSION}`,
    ],
    { stdio: 'ignore', env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: 'true' } },
  );
  return bin;
}

/**
 * `npm run bench -- export`: a 50-slide deck (10 slides with two fragments each) through the
 * running app: PDF exports end to end on the warm browser (each with other options, so none is
 * a reused file), against DeckTape `-p 0` printing the same deck (the ZIP export's site) in the
 * same run; then PowerPoint and ZIP exports, and a thumbnail drawn by a warm browser.
 */
export async function run(): Promise<void> {
  const startLoad = reportLoad('start');
  const lectern = await startLectern();
  const work = await mkdtemp(path.join(os.tmpdir(), 'lectern-bench-export-'));
  try {
    const api = await signUp(lectern.url, 'bench-exporter', 'secret-password');
    const created = (
      (await (await api.call('POST', '/api/v1/decks', { deck: { title: 'Bench deck' } })).json()) as {
        deck: Deck;
      }
    ).deck;
    const saved = await api.call('PUT', `/api/v1/decks/${created.id}`, {
      deck: { data: BENCH_DECK, version: created.version },
    });
    const deck = ((await saved.json()) as { deck: Deck }).deck;

    // The first export starts the worker's browser; what is measured after it is the warm path.
    await timedExport(api, deck, 'pdf', { margin: 25 });
    const margins = [0, 2, 5, 10, 15, 20].slice(0, RUNS);
    const pdf: number[] = [];
    for (const margin of margins) pdf.push((await timedExport(api, deck, 'pdf', { margin })).seconds);

    const zip = await timedExport(api, deck, 'zip', {});
    const pptx = await timedExport(api, deck, 'pptx', {});

    // DeckTape prints the ZIP export's site: the same deck, player and fonts, from disk.
    const archive = path.join(work, 'deck.zip');
    await writeFile(archive, Buffer.from(await (await api.call('GET', zip.job.url!)).arrayBuffer()));
    execFileSync('unzip', ['-q', archive, '-d', path.join(work, 'site')]);
    const bin = await decktape();
    const decktapeRuns: number[] = [];
    for (let i = 0; i < Math.min(3, RUNS); i++) {
      const started = performance.now();
      await exec(
        bin,
        [
          'reveal',
          '-p',
          '0',
          '-s',
          '960x700',
          // One page per fragment step, as Lectern's PDF prints them by default.
          '--fragments',
          '--chrome-path',
          CHROMIUM_PATH,
          '--chrome-arg=--no-sandbox',
          pathToFileURL(path.join(work, 'site', 'index.html')).href,
          path.join(work, `decktape-${i}.pdf`),
        ],
        { timeout: 300_000, maxBuffer: 16 * 1024 * 1024 },
      );
      decktapeRuns.push((performance.now() - started) / 1000);
    }
    const pages = (file: string) =>
      Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
    const ours = path.join(work, 'ours.pdf');
    const last = await timedExport(api, deck, 'pdf', { margin: 0 });
    await writeFile(ours, Buffer.from(await (await api.call('GET', last.job.url!)).arrayBuffer()));

    // A thumbnail as the worker draws it, on a warm browser of its own.
    const browser = createWarmBrowser({ executablePath: CHROMIUM_PATH, logger: createLogger('bench', 'silent') });
    const renderer = createDeckRenderer({
      browser,
      assets: playerAssets(path.resolve(import.meta.dirname, '../apps/web/dist/player')),
      db: null as never,
      storage: null as never,
    });
    const rendered = {
      ownerId: 'bench',
      title: 'Bench deck',
      markup: BENCH_DECK,
      settings: DEFAULT_DECK_SETTINGS,
      themeHtml: '',
    };
    await renderer.firstSlide(rendered, 520, 60_000);
    const thumbnails: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await renderer.firstSlide(rendered, 520, 60_000);
      thumbnails.push(performance.now() - started);
    }
    await browser.close();

    const pdfWarm = median(pdf);
    const decktapeSeconds = median(decktapeRuns);
    reportMarked(
      {
        pdf_50_warm_s: pdfWarm,
        pdf_50_warm_pages: pages(ours),
        decktape_p0_s: decktapeSeconds,
        decktape_p0_pages: pages(path.join(work, 'decktape-0.pdf')),
        pdf_vs_decktape_ratio: pdfWarm / decktapeSeconds,
        pptx_50_s: pptx.seconds,
        zip_50_s: zip.seconds,
        thumbnail_ms: median(thumbnails),
      },
      startLoad,
    );
  } finally {
    await lectern.stop();
    await rm(work, { recursive: true, force: true });
    reportLoad('end');
  }
}
