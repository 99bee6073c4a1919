import {
  EXPORT_TIMEOUT_MS,
  evolveExport,
  exportDecider,
  exportStreamId,
  initialExportState,
  type ExportCommand,
  type ExportEvent,
  type FidelityNote,
} from '@lectern/domain';
import { handle, newEventId, type StoredEvent } from '@lectern/event-store';
import { findReusableExport } from '@lectern/read-models';
import type { Infrastructure } from '@lectern/service-kit';
import { JobTimeoutError, leasedRun, untilAborted } from '../jobs/leased-run.js';
import { stepwiseProgress } from '../jobs/progress.js';

export type ExportRequest = Extract<ExportEvent, { type: 'ExportRequested' }>['data'];

/** What a format's writer makes of a job: the file, and what it could only approximate. */
export interface ExportResult {
  body: Buffer;
  contentType: string;
  fidelity: FidelityNote[];
}

/** Writes one format; reports progress (0 to 100) as it goes and stops when `signal` aborts. */
export type ExportWriter = (
  job: ExportRequest,
  run: { signal: AbortSignal; timeoutMs: number; progress: (percent: number) => Promise<void> },
) => Promise<ExportResult>;

const EXTENSIONS = { pdf: 'pdf', pptx: 'pptx', zip: 'zip' } as const;

/**
 * Runs export jobs. A job is started (a new attempt) only under its lease, so one worker runs it
 * at a time; its attempt alone may report progress and finish it, so it is delivered once even
 * when a worker that was thought dead comes back. An equal export already done (same key) gives
 * its file instead of a new one. Failures and timeouts are recorded with their reason; the API
 * answers the spec's message for the format.
 */
export function createExportJobs(deps: {
  infra: Pick<Infrastructure, 'db' | 'store' | 'storage' | 'logger'>;
  writers: Record<ExportRequest['format'], ExportWriter>;
  workerId: string;
  leaseMs: number;
  /** How long each format may run (spec/000 §9 unless given). */
  timeoutMs?: Record<ExportRequest['format'], number>;
  now?: () => Date;
}) {
  const timeouts = deps.timeoutMs ?? EXPORT_TIMEOUT_MS;
  const { db, store, storage } = deps.infra;
  const logger = deps.infra.logger.child({ component: 'export-jobs' });
  const now = () => (deps.now ?? (() => new Date()))().toISOString();

  const record = (exportId: string, command: ExportCommand) =>
    handle(
      store,
      { streamId: exportStreamId(exportId), decider: exportDecider, command },
      { actorId: null, correlationId: newEventId() },
    );

  async function load(exportId: string) {
    const history = (await store.readStream(exportStreamId(exportId))) as (StoredEvent & ExportEvent)[];
    const requested = history.find((event) => event.type === 'ExportRequested');
    return {
      state: history.reduce((state, event) => evolveExport(state, event), initialExportState),
      job: requested?.type === 'ExportRequested' ? requested.data : null,
    };
  }

  /** A finished export of the same key whose file is still stored. */
  async function reusable(job: ExportRequest) {
    const done = await findReusableExport(db, job.key);
    if (!done?.file || done.id === job.exportId) return null;
    return (await storage.get(done.file.key)) ? done : null;
  }

  async function runAttempt(job: ExportRequest, attempt: number, signal: AbortSignal, timeoutMs: number) {
    const progress = stepwiseProgress(signal, (percent) =>
      record(job.exportId, { type: 'ReportProgress', data: { attempt, progress: percent } }),
    );
    const previous = await reusable(job);
    if (previous?.file) {
      await record(job.exportId, {
        type: 'CompleteExport',
        data: {
          attempt,
          file: previous.file,
          fidelity: previous.fidelity,
          reusedFrom: previous.id,
          completedAt: now(),
        },
      });
      return;
    }
    const result = await deps.writers[job.format](job, { signal, timeoutMs, progress });
    const filename = `${job.deck.slug || 'deck'}.${EXTENSIONS[job.format]}`;
    const key = `exports/${job.deckId}/${job.exportId}/${filename}`;
    await storage.put(key, result.body, result.contentType);
    await record(job.exportId, {
      type: 'CompleteExport',
      data: {
        attempt,
        file: { key, contentType: result.contentType, size: result.body.length, filename },
        fidelity: result.fidelity,
        reusedFrom: null,
        completedAt: now(),
      },
    });
  }

  /** Runs the job unless it is finished or another worker holds it. */
  async function run(exportId: string): Promise<void> {
    const { state, job } = await load(exportId);
    if (!job || state.status === 'none' || state.status === 'done' || state.status === 'failed') return;
    await leasedRun(
      { db, workerId: deps.workerId, leaseMs: deps.leaseMs },
      `export:${exportId}`,
      timeouts[job.format],
      async (signal) => {
        const started = await record(exportId, {
          type: 'StartExport',
          data: { workerId: deps.workerId, now: now() },
        });
        if (started.state.status !== 'running') return;
        const attempt = started.state.attempt;
        try {
          await untilAborted(runAttempt(job, attempt, signal, timeouts[job.format]), signal);
        } catch (error) {
          // A lost lease means another worker runs the job now: its attempt finishes it.
          if (signal.aborted && !(signal.reason instanceof JobTimeoutError)) return;
          const timedOut = error instanceof JobTimeoutError;
          const detail = error instanceof Error ? error.message.slice(0, 500) : String(error);
          logger.warn({ exportId, format: job.format, detail }, 'export failed');
          await record(exportId, {
            type: 'FailExport',
            data: { attempt, reason: timedOut ? 'timeout' : 'error', detail, failedAt: now() },
          }).catch(() => undefined);
        }
      },
    );
  }

  return { run };
}
