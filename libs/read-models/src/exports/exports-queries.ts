import type { Queryable } from '@lectern/db';
import type { ExportFormat, ExportOptions, FidelityNote, ImportKind, ImportProblem, StoredFile } from '@lectern/domain';

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

type JobTable = 'exports.jobs' | 'exports.imports';

/** Jobs not finished yet, oldest first. */
const unfinished = async <Row>(db: Queryable, table: JobTable, columns: string, limit: number): Promise<Row[]> =>
  (
    await db.query<Row & Record<string, unknown>>(
      `SELECT ${columns} FROM ${table} WHERE status IN ('queued', 'running') ORDER BY requested_at, id LIMIT $1`,
      [limit],
    )
  ).rows;

/** How many jobs one person has waiting or running. */
const unfinishedOf = async (db: Queryable, table: JobTable, requesterId: string): Promise<number> =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE requester_id = $1 AND status IN ('queued', 'running')`,
      [requesterId],
    )
  ).rows[0]?.n ?? 0;

/** Exports not finished yet, oldest first: what a worker picks up when it starts or sweeps. */
export const listUnfinishedExports = (db: Queryable, limit: number) =>
  unfinished<ExportRow>(db, 'exports.jobs', COLUMNS, limit);

/** How many exports one person has waiting or running. */
export const countUnfinishedExports = (db: Queryable, requesterId: string) =>
  unfinishedOf(db, 'exports.jobs', requesterId);

export interface ImportRow {
  id: string;
  requester_id: string;
  deck_id: string;
  kind: ImportKind;
  filename: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempt: number;
  progress: number;
  slides: number | null;
  problem: ImportProblem | null;
  requested_at: Date;
  updated_at: Date;
}

const IMPORT_COLUMNS =
  'id, requester_id, deck_id, kind, filename, status, attempt, progress, slides, problem, requested_at, updated_at';

export async function findImport(db: Queryable, id: string): Promise<ImportRow | undefined> {
  return (await db.query<ImportRow>(`SELECT ${IMPORT_COLUMNS} FROM exports.imports WHERE id = $1`, [id])).rows[0];
}

/** Imports not finished yet, oldest first: what a worker picks up when it starts or sweeps. */
export const listUnfinishedImports = (db: Queryable, limit: number) =>
  unfinished<ImportRow>(db, 'exports.imports', IMPORT_COLUMNS, limit);

/** How many imports one person has waiting or running. */
export const countUnfinishedImports = (db: Queryable, requesterId: string) =>
  unfinishedOf(db, 'exports.imports', requesterId);
