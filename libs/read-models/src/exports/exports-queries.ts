import type { Queryable } from '@lectern/db';
import type { ExportFormat, ExportOptions, FidelityNote, StoredFile } from '@lectern/domain';

export interface ExportRow {
  id: string;
  deck_id: string;
  requester_id: string;
  format: ExportFormat;
  options: ExportOptions;
  deck_version: number;
  key: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempt: number;
  progress: number;
  file: (StoredFile & { filename: string }) | null;
  fidelity: FidelityNote[];
  failure: string | null;
  requested_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'id, deck_id, requester_id, format, options, deck_version, key, status, attempt, progress, file, fidelity, failure, requested_at, updated_at';

export async function findExport(db: Queryable, id: string): Promise<ExportRow | undefined> {
  return (await db.query<ExportRow>(`SELECT ${COLUMNS} FROM exports.jobs WHERE id = $1`, [id])).rows[0];
}

/** The exports one person asked for of one deck, newest first. */
export async function listDeckExports(
  db: Queryable,
  deckId: string,
  requesterId: string,
  limit: number,
): Promise<ExportRow[]> {
  return (
    await db.query<ExportRow>(
      `SELECT ${COLUMNS} FROM exports.jobs WHERE deck_id = $1 AND requester_id = $2 ORDER BY requested_at DESC, id LIMIT $3`,
      [deckId, requesterId, limit],
    )
  ).rows;
}

/** A finished export with the same key (deck version, settings, format, options), whose file can be reused. */
export async function findReusableExport(db: Queryable, key: string): Promise<ExportRow | undefined> {
  return (
    await db.query<ExportRow>(
      `SELECT ${COLUMNS} FROM exports.jobs WHERE key = $1 AND status = 'done' ORDER BY requested_at LIMIT 1`,
      [key],
    )
  ).rows[0];
}

/** Exports not finished yet, oldest first: what a worker picks up when it starts or sweeps. */
export async function listUnfinishedExports(db: Queryable, limit: number): Promise<ExportRow[]> {
  return (
    await db.query<ExportRow>(
      `SELECT ${COLUMNS} FROM exports.jobs WHERE status IN ('queued', 'running') ORDER BY requested_at, id LIMIT $1`,
      [limit],
    )
  ).rows;
}

/** How many exports one person has waiting or running. */
export async function countUnfinishedExports(db: Queryable, requesterId: string): Promise<number> {
  return (
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM exports.jobs WHERE requester_id = $1 AND status IN ('queued', 'running')`,
        [requesterId],
      )
    ).rows[0]?.n ?? 0
  );
}
