import type { ExportEvent } from '@lectern/domain';
import type { StoredEvent } from '@lectern/event-store';
import type { Projection } from '@lectern/projections';
import { readModelNames } from '@lectern/read-models';

/**
 * Export jobs, one row each, projected from `export-` streams: what the API answers about them,
 * what a worker that starts picks up again (jobs not finished), and which file an equal export
 * reuses (`key`). Its queries and row type are in `@lectern/read-models`.
 */
export const exportsProjection: Projection = {
  name: readModelNames.exports,
  streamPrefixes: ['export-'],
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
  ],
  async reset(tx) {
    await tx.query('DELETE FROM exports.jobs');
  },
  async apply(tx, stored) {
    const event = stored as StoredEvent & ExportEvent;
    const id = stored.streamId.slice('export-'.length);
    const at = stored.recordedAt.toISOString();
    const set = (assignments: string, values: unknown[]) =>
      tx.query(`UPDATE exports.jobs SET ${assignments}, updated_at = $2 WHERE id = $1`, [id, at, ...values] as never);
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
