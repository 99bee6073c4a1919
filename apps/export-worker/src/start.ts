import { access, constants } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  backgroundSubscription,
  startProjectionService,
  type Infrastructure,
  type RunningApp,
} from '@lectern/service-kit';
import { createWarmBrowser } from './browser/warm-browser.js';
import { createExportJobs } from './exports/export-jobs.js';
import { createJobFeed } from './jobs/job-feed.js';
import { listUnfinishedExports, listUnfinishedImports } from '@lectern/read-models';
import { exportsProjection } from './exports/exports-projection.js';
import { pdfWriter } from './exports/pdf-writer.js';
import { zipWriter } from './exports/zip-writer.js';
import { pptxWriter } from './exports/pptx/pptx-writer.js';
import { createDeckRenderer } from './render/deck-renderer.js';
import { playerAssets } from './render/deck-site.js';
import { createThemeThumbnailer } from './thumbnails/theme-thumbnailer.js';
import { createThumbnailer } from './thumbnails/thumbnailer.js';
import { importHtml } from './imports/html-importer.js';
import { createImportJobs } from './imports/import-jobs.js';
import { importPdf } from './imports/pdf-importer.js';
import { importPptx } from './imports/pptx-importer.js';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The read models export-worker keeps: export jobs. */
export const projections = [exportsProjection] as const;

export interface ExportWorkerOptions {
  chromiumPath?: string;
  /** The built web app (WEB_ROOT); the deck player is its `player/` folder. */
  webRoot?: string;
  /** How long a job's lease lasts without renewal: a dead worker's job waits this long. */
  leaseMs?: number;
  /** How often unfinished jobs are looked for. */
  sweepMs?: number;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** How long a deck's saves must pause before its thumbnail is drawn. */
  thumbnailDebounceMs?: number;
  /**
   * Whether deck and theme thumbnails are drawn (default true). Off, no thumbnail is drawn and the
   * pictures stay missing: for a test or benchmark whose Lectern should not spend a Chromium on them.
   */
  thumbnails?: boolean;
}

/** A deck's thumbnail is drawn once its saves pause this long. */
export const THUMBNAIL_DEBOUNCE_MS = 5_000;
/**
 * A theme's is drawn sooner: the theme editor's list asks for it again 2.5 s and 5 s after a save
 * (spec/002 §4).
 */
export const THEME_THUMBNAIL_DEBOUNCE_MS = 1_000;

const executable = (file: string) =>
  access(file, constants.X_OK).then(
    () => true,
    () => false,
  );

/**
 * PDF, PPTX and ZIP exports, deck and theme thumbnails and imports, fed by the bus and by its own read
 * model of jobs (so none is lost when a worker dies). Printing needs the system Chromium
 * (CHROMIUM_PATH); without it the worker runs but is not ready, and says why.
 */
export async function start(infra: Infrastructure, options: ExportWorkerOptions = {}): Promise<RunningApp> {
  const logger = infra.logger.child({ app: 'export-worker' });
  const chromiumPath = options.chromiumPath ?? DEFAULT_CHROMIUM_PATH;
  if (!(await executable(chromiumPath)))
    logger.warn(
      { chromiumPath },
      'Chromium not found: PDF export and thumbnails are unavailable until CHROMIUM_PATH points to a Chromium binary',
    );
  const readModels = await startProjectionService(infra, { name: 'export-worker', projections });
  const workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 15_000;
  const browser = createWarmBrowser({ executablePath: chromiumPath, logger });
  const assets = playerAssets(path.join(options.webRoot ?? path.resolve('apps/web/dist'), 'player'));
  const renderer = createDeckRenderer({ browser, assets, db: infra.db, storage: infra.storage });
  const jobs = createExportJobs({
    infra,
    workerId,
    leaseMs,
    writers: {
      pdf: pdfWriter({ store: infra.store, renderer }),
      pptx: pptxWriter({ store: infra.store, db: infra.db, storage: infra.storage, renderer }),
      zip: zipWriter({ store: infra.store, db: infra.db, storage: infra.storage, assets }),
    },
  });
  const feed = createJobFeed({
    infra,
    kind: {
      stream: 'export',
      requestedType: 'ExportRequested',
      groupId: 'export-worker',
      listUnfinished: (db) => listUnfinishedExports(db, 500),
    },
    run: (id) => infra.metrics.timeJob('export', () => jobs.run(id)),
    concurrency: options.concurrency ?? 2,
    sweepMs: options.sweepMs ?? leaseMs,
  });
  const thumbnailer = createThumbnailer({
    infra,
    renderer,
    debounceMs: options.thumbnailDebounceMs ?? THUMBNAIL_DEBOUNCE_MS,
  });
  const themeThumbnailer = createThemeThumbnailer({
    infra,
    renderer,
    debounceMs: THEME_THUMBNAIL_DEBOUNCE_MS,
    redrawDeck: thumbnailer.schedule,
  });
  const imports = createImportJobs({
    infra,
    workerId,
    leaseMs,
    importers: { pdf: importPdf, pptx: importPptx, html: importHtml },
  });
  const importFeed = createJobFeed({
    infra,
    kind: {
      stream: 'import',
      requestedType: 'ImportRequested',
      groupId: 'export-worker-imports',
      listUnfinished: (db) => listUnfinishedImports(db, 500),
    },
    run: (id) => infra.metrics.timeJob('import', () => imports.run(id)),
    concurrency: 1,
    sweepMs: options.sweepMs ?? leaseMs,
  });
  const unwatchQueues = [
    infra.metrics.watchQueue('export', async () => (await listUnfinishedExports(infra.db, 500)).length),
    infra.metrics.watchQueue('import', async () => (await listUnfinishedImports(infra.db, 500)).length),
  ];
  const subscription = backgroundSubscription(() => feed.start(), logger);
  const importSubscription = backgroundSubscription(() => importFeed.start(), logger);
  const drawThumbnails = options.thumbnails ?? true;
  const thumbnails = drawThumbnails ? backgroundSubscription(() => thumbnailer.start(), logger) : null;
  const themeThumbnails = drawThumbnails ? backgroundSubscription(() => themeThumbnailer.start(), logger) : null;
  logger.info({ chromiumPath, workerId }, 'export-worker ready');
  return {
    name: 'export-worker',
    async ready() {
      return (
        subscription.ready() &&
        importSubscription.ready() &&
        (thumbnails?.ready() ?? true) &&
        (themeThumbnails?.ready() ?? true) &&
        (await readModels.ready()) &&
        (await executable(chromiumPath))
      );
    },
    async stop() {
      for (const unwatch of unwatchQueues) unwatch();
      await subscription.stop();
      await importSubscription.stop();
      await thumbnails?.stop();
      await themeThumbnails?.stop();
      await browser.close();
      await readModels.stop();
    },
  };
}
