/** The one database seam: everything above it runs unchanged on node-postgres and on PGlite. */
export type SqlParam = string | number | bigint | boolean | null | Date | Uint8Array | readonly unknown[] | object;

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Prepares the statement once per connection under this name and reuses its plan: worth it
   * for hot statements (one name per distinct text). PGlite plans every time and ignores it.
   */
  name?: string;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(
    text: string,
    params?: readonly SqlParam[],
    options?: QueryOptions,
  ): Promise<QueryResult<Row>>;
}

export interface Database extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs `work` in one transaction on one connection; commits on resolve, rolls back on throw. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` with the payload of each NOTIFY on `channel`, heard on a connection of its
   * own, until the function it answers is called. Postgres only: PGlite is one process, whose
   * writers tell its readers directly. A lost connection is opened again (`onReconnected` then
   * says that notices may have been missed meanwhile): a listener must not be the only way it
   * learns of a change.
   */
  listen?(
    channel: string,
    onNotice: (payload: string) => void,
    options?: { onReconnected?: () => void },
  ): Promise<() => Promise<void>>;
  /** Runs several statements separated by semicolons, without parameters (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

/** Postgres error codes the code above the seam reacts to. */
export const PgErrorCode = {
  uniqueViolation: '23505',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
