import type { SqlParam } from './sql.js';

/** What a PGlite thread opens: a data directory, or memory (from an image when given). */
export interface PgliteOpening {
  dataDir?: string;
  /** A data directory to start from (a tarball from PGlite's `dumpDataDir`). */
  image?: Blob;
}

/**
 * A request to a PGlite thread. Every one but `begin` is answered once, by id. A thread opens
 * one database at a time, and another after `close`. `tx` names a transaction opened by
 * `begin`: its statements run on it, and `end` commits or rolls it back.
 */
export type PgliteRequest =
  | { kind: 'open'; id: number; opening: PgliteOpening }
  | { kind: 'query'; id: number; text: string; params: readonly SqlParam[] | undefined; tx: number | undefined }
  | { kind: 'exec'; id: number; script: string }
  | { kind: 'begin'; tx: number }
  | { kind: 'end'; id: number; tx: number; commit: boolean }
  | { kind: 'close'; id: number };

/** The fields of an error thrown in the thread: its message and what Postgres said (`code`, `detail`, ...). */
export type ErrorFields = { message: string } & Record<string, string | number>;

export type PgliteReply =
  { id: number; rows: unknown[]; rowCount: number } | { id: number; done: true } | { id: number; error: ErrorFields };

/** An error's message and its own string and number fields, which cross threads as they are. */
export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { message: error.message };
  for (const [key, value] of Object.entries(error))
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return fields;
}

/** The error again on this side. */
export function errorFrom(fields: ErrorFields): Error {
  return Object.assign(new Error(fields.message), fields);
}
