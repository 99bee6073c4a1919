import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@lectern/db';
import { DEFAULT_DECK_SETTINGS, exportStreamId, type ExportEvent, type ExportFormat } from '@lectern/domain';
import { createPostgresEventStore, newEventId, type EventStore } from '@lectern/event-store';
import { findExport } from '@lectern/read-models';
import { startProjectionHarness, type ProjectionHarness } from '@lectern/projection-testing';
import { createLogger, leaseMigration } from '@lectern/service-kit';
import { createLocalStorage, type FileStorage } from '@lectern/storage';
import { availableDatabaseKinds, createTestDatabase, waitUntil } from '@lectern/testing';
import { exportsProjection } from './exports-projection.js';
import { createExportJobs, type ExportWriter } from './export-jobs.js';

const logger = createLogger('test', 'silent');
const timeouts = { pdf: 400, zip: 400, pptx: 400 };

describe.each(availableDatabaseKinds())('export jobs on %s', (kind) => {
  let harness: ProjectionHarness;
  let store: EventStore;
  let storage: FileStorage;
  let files: string;

  beforeAll(async () => {
    harness = await startProjectionHarness(await createTestDatabase(kind), [exportsProjection]);
    await migrate(harness.db, 'db', [leaseMigration]);
    store = createPostgresEventStore(harness.db);
    files = await mkdtemp(path.join(os.tmpdir(), 'lectern-export-jobs-'));
    storage = createLocalStorage(files);
  });
  afterAll(async () => {
    await harness.close();
    await rm(files, { recursive: true, force: true });
  });

  let calls = 0;
  const writers = (write: ExportWriter): Record<ExportFormat, ExportWriter> => {
    const counted: ExportWriter = (job, run) => {
      calls += 1;
      return write(job, run);
    };
    return { pdf: counted, pptx: counted, zip: counted };
  };
  const jobs = (write: ExportWriter, workerId = 'worker-a') =>
    createExportJobs({
      infra: { db: harness.db, store, storage, logger },
      writers: writers(write),
      workerId,
      leaseMs: 300,
      timeoutMs: timeouts,
    });
  const writesPdf: ExportWriter = async (_job, run) => {
    await run.progress(50);
    return { body: Buffer.from(`%PDF ${Math.random()}`), contentType: 'application/pdf', fidelity: [] };
  };

  async function request(key = newEventId(), format: ExportFormat = 'pdf'): Promise<string> {
    const exportId = newEventId();
    await harness.append(
      exportStreamId(exportId),
      [
        {
          type: 'ExportRequested',
          data: {
            exportId,
            deckId: 'deck-1',
            requesterId: 'u1',
            format,
            options: { controls: false, separate_fragments: true, notes: false, margin: 0, slide_numbers: false },
            deck: { ownerId: 'u1', title: 'Deck', slug: 'deck', version: 1, settings: DEFAULT_DECK_SETTINGS },
            key,
            requestedAt: new Date().toISOString(),
          },
        } satisfies ExportEvent,
      ],
      'u1',
    );
    return exportId;
  }
  const events = async (exportId: string) => (await store.readStream(exportStreamId(exportId))).map((e) => e.type);
  /**
   * The job's row once the projection has applied the job's last event. (Not the log's last
   * position as `readAll` sees it: on a shared Postgres server other databases' open transactions
   * hold that back, and the wait would end before the job's last event.)
   */
  const row = async (exportId: string) => {
    harness.runner.wake();
    await harness.runner.waitFor((await store.readStream(exportStreamId(exportId))).at(-1)!.position);
    return findExport(harness.db, exportId);
  };

  it('runs a queued export to done, with progress, and stores its file', async () => {
    const exportId = await request();
    await jobs(writesPdf).run(exportId);
    expect(await events(exportId)).toEqual(['ExportRequested', 'ExportStarted', 'ExportProgressed', 'ExportCompleted']);
    const done = await row(exportId);
    expect(done).toMatchObject({ status: 'done', progress: 100, attempt: 1 });
    expect(done!.file!.filename).toBe('deck.pdf');
    expect(String(await buffer((await storage.get(done!.file!.key))!.body))).toMatch(/^%PDF/);
  });

  it('does nothing more with a finished export, however often it comes up again', async () => {
    const exportId = await request();
    await jobs(writesPdf).run(exportId);
    calls = 0;
    await jobs(writesPdf, 'worker-b').run(exportId);
    await jobs(writesPdf).run(exportId);
    expect(calls).toBe(0);
    expect((await events(exportId)).filter((type) => type === 'ExportCompleted')).toHaveLength(1);
  });

  it('hands out the file of an equal export instead of making it again', async () => {
    const first = await request('same-key');
    await jobs(writesPdf).run(first);
    await row(first);
    calls = 0;
    const second = await request('same-key');
    await jobs(writesPdf).run(second);
    expect(calls).toBe(0);
    const [a, b] = [await row(first), await row(second)];
    expect(b).toMatchObject({ status: 'done' });
    expect(b!.file).toEqual(a!.file);
    const completed = (await store.readStream(exportStreamId(second))).at(-1)!;
    expect(completed.data).toMatchObject({ reusedFrom: first });
  });

  it('records a failure, and a timeout, with their reasons', async () => {
    const failing = await request();
    await jobs(async () => {
      throw new Error('Chromium crashed');
    }).run(failing);
    expect(await row(failing)).toMatchObject({ status: 'failed', failure: 'error' });

    const slow = await request();
    await jobs(() => new Promise(() => undefined)).run(slow);
    expect(await row(slow)).toMatchObject({ status: 'failed', failure: 'timeout' });
  });

  it('runs a job once when two workers take it up at the same time', async () => {
    const exportId = await request();
    calls = 0;
    const slowPdf: ExportWriter = async (job, run) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return writesPdf(job, run);
    };
    await Promise.all([jobs(slowPdf, 'worker-a').run(exportId), jobs(slowPdf, 'worker-b').run(exportId)]);
    expect(calls).toBe(1);
    expect((await events(exportId)).filter((type) => type === 'ExportStarted')).toHaveLength(1);
  });

  it('takes over the job of a worker that died once its lease runs out, and delivers it once', async () => {
    const exportId = await request();
    // Worker "dead" started the job, holds its lease for a moment and never renews it.
    await harness.append(
      exportStreamId(exportId),
      [{ type: 'ExportStarted', data: { attempt: 1, workerId: 'dead', startedAt: new Date().toISOString() } }],
      'u1',
    );
    await harness.db.query(
      `INSERT INTO public.lectern_leases (name, holder, expires_at) VALUES ($1, 'dead', now() + interval '300 milliseconds')`,
      [`export:${exportId}`],
    );
    calls = 0;
    await jobs(writesPdf, 'worker-b').run(exportId);
    expect(calls).toBe(0);
    await waitUntil(async () => {
      await jobs(writesPdf, 'worker-b').run(exportId);
      return (await row(exportId))?.status === 'done';
    });
    expect(calls).toBe(1);
    expect(await row(exportId)).toMatchObject({ status: 'done', attempt: 2 });
    expect((await events(exportId)).filter((type) => type === 'ExportCompleted')).toHaveLength(1);
  });
});
