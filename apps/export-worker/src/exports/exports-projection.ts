import { streamPrefix, type ImportEvent } from '@lectern/domain';
import type { StoredEvent } from '@lectern/event-store';
import type { Queryable } from '@lectern/db';
import { streamEvent, type Projection } from '@lectern/projections';
import { readModelNames } from '@lectern/read-models';

/**
 * Export and import jobs, one row each, projected from `export-` and `import-` streams: what the
 * API answers about them, what a worker that starts picks up again (jobs not finished), and
 * which file an equal export reuses (`key`). Its queries and row types are in `@lectern/read-models`.
 */
export const exportsProjection: Projection = {
  name: readModelNames.exports,
  streamPrefixes: [streamPrefix('export'), streamPrefix('import')],
  migrations: [
    {
      id: '001_exports',
      sql: `
CREATE SCHEMA IF NOT EXISTS exports;
CREATE TABLE exports.jobs (
  id text PRIMARY KEY,
  deck_id text NOT NULL,
  requester_id text NOT NULL,
  format text NOT NULL,
  options jsonb NOT NULL,
  deck_version integer NOT NULL,
  key text NOT NULL,
  status text NOT NULL,
  attempt integer NOT NULL DEFAULT 0,
  progress integer NOT NULL DEFAULT 0,
  file jsonb,
  fidelity jsonb NOT NULL DEFAULT '[]',
  failure text,
  requested_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX jobs_deck ON exports.jobs (deck_id, requester_id, requested_at DESC);
CREATE INDEX jobs_key ON exports.jobs (key) WHERE status = 'done';
CREATE INDEX jobs_unfinished ON exports.jobs (requested_at) WHERE status IN ('queued', 'running');
`,
    },
    {
      id: '002_imports',
      sql: `
CREATE TABLE exports.imports (
  id text PRIMARY KEY,
  requester_id text NOT NULL,
  deck_id text NOT NULL,
  kind text NOT NULL,
  filename text NOT NULL,
  status text NOT NULL,
  attempt integer NOT NULL DEFAULT 0,
  progress integer NOT NULL DEFAULT 0,
  slides integer,
  problem text,
  requested_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX imports_unfinished ON exports.imports (requested_at) WHERE status IN ('queued', 'running');
`,
    },
  ],
  async reset(tx) {
    await tx.query('DELETE FROM exports.jobs');
    await tx.query('DELETE FROM exports.imports');
  },
  async apply(tx, stored) {
    const stream = streamEvent(stored);
    if (stream?.kind === 'import') return applyImportEvent(tx, stream.id, stream.event);
    if (stream?.kind !== 'export') return;
    const { event, id } = stream;
    const at = stored.recordedAt.toISOString();
    const set = updater(tx, 'exports.jobs', id, at);
    switch (event.type) {
      case 'ExportRequested': {
        const d = event.data;
        await tx.query(
          `INSERT INTO exports.jobs (id, deck_id, requester_id, format, options, deck_version, key, status, requested_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'queued', $8, $8) ON CONFLICT (id) DO NOTHING`,
          [id, d.deckId, d.requesterId, d.format, JSON.stringify(d.options), d.deck.version, d.key, d.requestedAt],
        );
        return;
      }
      case 'ExportStarted':
        await set(`status = 'running', attempt = $3, progress = 0`, [event.data.attempt]);
        return;
      case 'ExportProgressed':
        await set('progress = GREATEST(progress, $3)', [event.data.progress]);
        return;
      case 'ExportCompleted':
        await set(`status = 'done', progress = 100, file = $3, fidelity = $4`, [
          JSON.stringify(event.data.file),
          JSON.stringify(event.data.fidelity),
        ]);
        return;
      case 'ExportFailed':
        await set(`status = 'failed', failure = $3`, [event.data.reason]);
        return;
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
};

async function applyImportEvent(tx: Queryable, id: string, event: StoredEvent & ImportEvent) {
  const at = event.recordedAt.toISOString();
  const set = updater(tx, 'exports.imports', id, at);
  switch (event.type) {
    case 'ImportRequested': {
      const d = event.data;
      await tx.query(
        `INSERT INTO exports.imports (id, requester_id, deck_id, kind, filename, status, requested_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, 'queued', $6, $6) ON CONFLICT (id) DO NOTHING`,
        [id, d.requesterId, d.deckId, d.kind, d.filename, d.requestedAt],
      );
      return;
    }
    case 'ImportStarted':
      await set(`status = 'running', attempt = $3, progress = 0`, [event.data.attempt]);
      return;
    case 'ImportProgressed':
      await set('progress = GREATEST(progress, $3)', [event.data.progress]);
      return;
    case 'ImportCompleted':
      await set(`status = 'done', progress = 100, slides = $3`, [event.data.slides]);
      return;
    case 'ImportFailed':
      await set(`status = 'failed', problem = $3`, [event.data.problem]);
      return;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** Sets columns of one job's row (`$3` on are `values`), and when it changed. */
const updater =
  (tx: Queryable, table: 'exports.jobs' | 'exports.imports', id: string, at: string) =>
  (assignments: string, values: unknown[]) =>
    tx.query(`UPDATE ${table} SET ${assignments}, updated_at = $2 WHERE id = $1`, [id, at, ...values] as never);
