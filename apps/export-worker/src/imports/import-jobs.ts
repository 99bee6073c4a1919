import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  evolveImport,
  IMPORT_TIMEOUT_MS,
  importDecider,
  importStreamId,
  initialImportState,
  type ImportCommand,
  type ImportEvent,
  type ImportKind,
  type ImportProblem,
} from '@lectern/domain';
import { handle, newEventId, type StoredEvent } from '@lectern/event-store';
import { findDeckById } from '@lectern/read-models';
import type { Infrastructure } from '@lectern/service-kit';
import { JobTimeoutError, leasedRun, untilAborted } from '../jobs/leased-run.js';
import { stepwiseProgress } from '../jobs/progress.js';
import { replaceDeckContent, resizeDeck } from './deck-writes.js';
import { ImportRefusedError, pictureAddress, type ImportRequest, type Importer } from './imported.js';
import { assertPicturesFit, storePicture } from './import-media.js';

/**
 * Runs import jobs as export jobs run (a lease, attempts, finished once): the uploaded file is
 * read by its kind's importer, its pictures become the requester's media, and the result
 * replaces the deck's content as a new save (its earlier versions stay in its revisions).
 * Progress goes to the read model and, at once, to `import:<id>` on pub/sub for the realtime service.
 */
export function createImportJobs(deps: {
  infra: Pick<Infrastructure, 'db' | 'store' | 'storage' | 'logger' | 'pubsub'>;
  importers: Record<ImportKind, Importer>;
  workerId: string;
  leaseMs: number;
  timeoutMs?: number;
  now?: () => Date;
}) {
  const { db, store, storage, pubsub } = deps.infra;
  const logger = deps.infra.logger.child({ component: 'import-jobs' });
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const timeoutMs = deps.timeoutMs ?? IMPORT_TIMEOUT_MS;

  const record = async (importId: string, command: ImportCommand) => {
    const result = await handle(
      store,
      { streamId: importStreamId(importId), decider: importDecider, command },
      { actorId: null, correlationId: newEventId() },
    );
    if (result.state.status !== 'none')
      await pubsub
        .publish(
          `import:${importId}`,
          JSON.stringify({ id: importId, status: result.state.status, progress: result.state.progress }),
        )
        .catch(() => undefined);
    return result;
  };

  async function load(importId: string) {
    const history = (await store.readStream(importStreamId(importId))) as (StoredEvent & ImportEvent)[];
    const requested = history.find((event) => event.type === 'ImportRequested');
    return {
      state: history.reduce((state, event) => evolveImport(state, event), initialImportState),
      job: requested?.type === 'ImportRequested' ? requested.data : null,
    };
  }

  async function runAttempt(job: ImportRequest, attempt: number, signal: AbortSignal) {
    const progress = stepwiseProgress(signal, (percent) =>
      record(job.importId, { type: 'ReportImportProgress', data: { attempt, progress: percent } }),
    );
    const deck = await findDeckById(db, job.deckId);
    if (!deck || deck.status !== 'active') throw new ImportRefusedError('failed', 'The deck is gone');
    const work = await mkdtemp(path.join(os.tmpdir(), 'lectern-import-'));
    try {
      const source = await storage.get(job.file.key);
      if (!source) throw new ImportRefusedError('failed', 'The uploaded file is missing');
      const file = path.join(work, 'source');
      await pipeline(source.body, createWriteStream(file));
      const target = job.newDeck ? null : { width: deck.settings.width, height: deck.settings.height };
      const imported = await deps.importers[job.kind](file, target, { signal, progress });
      if (imported.markup.trim() === '') throw new ImportRefusedError('noSlides');
      await progress(70);
      await assertPicturesFit(db, job.requesterId, imported.pictures);
      let markup = imported.markup;
      for (const [index, picture] of imported.pictures.entries()) {
        if (signal.aborted) throw signal.reason;
        const mediaId = await storePicture(deps.infra, job.requesterId, picture);
        markup = markup.replaceAll(pictureAddress(index), `/media-files/${mediaId}/original`);
      }
      await progress(90);
      if (job.newDeck) await resizeDeck(store, job.deckId, imported.size, job.requesterId);
      const saved = await replaceDeckContent(deps.infra, deck, markup, job.requesterId, now());
      await record(job.importId, {
        type: 'CompleteImport',
        data: { attempt, slides: saved.slides, version: saved.version, completedAt: now() },
      });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** Runs the import unless it is finished or another worker holds it. */
  async function run(importId: string): Promise<void> {
    const { state, job } = await load(importId);
    if (!job || state.status === 'none' || state.status === 'done' || state.status === 'failed') return;
    await leasedRun(
      { db, workerId: deps.workerId, leaseMs: deps.leaseMs },
      `import:${importId}`,
      timeoutMs,
      async (signal) => {
        const started = await record(importId, { type: 'StartImport', data: { workerId: deps.workerId, now: now() } });
        if (started.state.status !== 'running') return;
        const attempt = started.state.attempt;
        try {
          await untilAborted(runAttempt(job, attempt, signal), signal);
        } catch (error) {
          if (signal.aborted && !(signal.reason instanceof JobTimeoutError)) return;
          const problem: ImportProblem = error instanceof ImportRefusedError ? error.problem : 'failed';
          const detail = error instanceof Error ? error.message.slice(0, 500) : String(error);
          logger.warn({ importId, kind: job.kind, problem, detail }, 'import failed');
          await record(importId, { type: 'FailImport', data: { attempt, problem, detail, failedAt: now() } }).catch(
            () => undefined,
          );
        }
      },
    );
  }

  return { run };
}
