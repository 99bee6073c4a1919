import { pgErrorCode, PgErrorCode, type Database, type Queryable } from '@lectern/db';
import { MAX_EVENTS_PER_APPEND, positionSql, VISIBLE_BELOW_SQL } from './positions.js';
import {
  StreamVersionConflictError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllOptions,
  type ReadBatch,
  type StoredEvent,
  type StreamAppend,
} from './types.js';

interface EventRow {
  position: number;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date | string;
}

const COLUMNS = 'position, event_id, stream_id, stream_version, type, schema_version, data, metadata, recorded_at';

// One statement, one round trip: move the stream version (if it is as expected), then insert
// the events numbered from it. $1 stream id, $2 event count, $3 events, $4 expected version.
const BUMP_SQL = {
  any: `INSERT INTO event_store.streams AS s (stream_id, version) VALUES ($1, $2::int)
        ON CONFLICT (stream_id) DO UPDATE SET version = s.version + $2::int RETURNING s.version`,
  no_stream: `INSERT INTO event_store.streams (stream_id, version) VALUES ($1, $2::int)
        ON CONFLICT (stream_id) DO NOTHING RETURNING version`,
  version: `UPDATE event_store.streams SET version = version + $2::int
        WHERE stream_id = $1 AND version = $4::int RETURNING version`,
};

const appendSql = (bump: string, ordinalOffset = 0) => `
WITH bump AS (${bump})
INSERT INTO event_store.events (position, event_id, stream_id, stream_version, type, schema_version, data, metadata)
SELECT ${positionSql(`e.n + ${ordinalOffset}`)}, (e.doc->>'id')::uuid, $1, bump.version - $2::int + e.n::int,
       e.doc->>'type', (e.doc->>'schemaVersion')::int, e.doc->'data', e.doc->'metadata'
FROM bump, jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(doc, n)
RETURNING position, stream_version`;

const APPEND_SQL = {
  any: appendSql(BUMP_SQL.any),
  no_stream: appendSql(BUMP_SQL.no_stream),
  version: appendSql(BUMP_SQL.version),
};

function appendStatement(
  expected: ExpectedVersion,
  ordinalOffset = 0,
): { name?: string; sql: string; expected: number | null } {
  // Later appends of one transaction number their events after the earlier ones' (unprepared: the offset varies).
  if (ordinalOffset > 0) {
    const bump = expected === 'any' ? 'any' : expected === 'no_stream' || expected === 0 ? 'no_stream' : 'version';
    return {
      sql: appendSql(BUMP_SQL[bump], ordinalOffset),
      expected: bump === 'version' ? (expected as number) : null,
    };
  }
  if (expected === 'any') return { name: 'event-store-append-any', sql: APPEND_SQL.any, expected: null };
  if (expected === 'no_stream' || expected === 0)
    return { name: 'event-store-append-new', sql: APPEND_SQL.no_stream, expected: null };
  return { name: 'event-store-append-version', sql: APPEND_SQL.version, expected };
}

function toStored(row: EventRow): StoredEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    position: row.position,
    type: row.type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
  };
}

function toDocs(events: readonly NewEvent[]) {
  if (events.length === 0) throw new RangeError('append needs at least one event');
  return events.map((event) => ({
    id: event.id,
    type: event.type,
    schemaVersion: event.schemaVersion ?? 1,
    data: event.data,
    metadata: event.metadata,
  }));
}

export function createPostgresEventStore(db: Queryable | Database): EventStore {
  async function streamVersion(streamId: string): Promise<number> {
    const result = await db.query<{ version: number }>('SELECT version FROM event_store.streams WHERE stream_id = $1', [
      streamId,
    ]);
    return result.rows[0]?.version ?? 0;
  }

  /** A retried append whose events are all stored already answers what the first one did. */
  async function alreadyAppended(streamId: string, events: readonly NewEvent[]): Promise<AppendResult | null> {
    const ids = events.map((event) => event.id);
    const result = await db.query<{ stream_id: string; stream_version: number; position: number }>(
      'SELECT stream_id, stream_version, position FROM event_store.events WHERE event_id = ANY($1::uuid[])',
      [ids],
    );
    if (result.rows.length !== ids.length || result.rows.some((row) => row.stream_id !== streamId)) return null;
    const last = result.rows.reduce((a, b) => (a.position > b.position ? a : b));
    return { streamVersion: last.stream_version, position: last.position };
  }

  async function append(
    streamId: string,
    events: readonly NewEvent[],
    options: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    if (events.length > MAX_EVENTS_PER_APPEND)
      throw new RangeError(`append takes at most ${MAX_EVENTS_PER_APPEND} events`);
    const docs = toDocs(events);
    let rows: { position: number; stream_version: number }[] = [];
    try {
      const statement = appendStatement(options.expectedVersion);
      const params = [streamId, events.length, JSON.stringify(docs)];
      const result = await db.query<{ position: number; stream_version: number }>(
        statement.sql,
        statement.expected === null ? params : [...params, statement.expected],
        { name: statement.name },
      );
      rows = result.rows;
    } catch (error) {
      if (pgErrorCode(error) !== PgErrorCode.uniqueViolation) throw error;
    }
    if (rows.length === events.length) {
      const last = rows.reduce((a, b) => (a.position > b.position ? a : b));
      return { streamVersion: last.stream_version, position: last.position };
    }
    const previous = await alreadyAppended(streamId, events);
    if (previous) return previous;
    throw new StreamVersionConflictError(streamId, options.expectedVersion, await streamVersion(streamId));
  }

  async function readStream(
    streamId: string,
    options: { fromVersion?: number; toVersion?: number } = {},
  ): Promise<StoredEvent[]> {
    const result = await db.query<EventRow>(
      `SELECT ${COLUMNS} FROM event_store.events
       WHERE stream_id = $1 AND stream_version >= $2 AND stream_version <= $3
       ORDER BY stream_version`,
      [streamId, options.fromVersion ?? 1, options.toVersion ?? 2 ** 31 - 1],
    );
    return result.rows.map(toStored);
  }

  /**
   * One scan of the visible log after `after`: every event in order, with the data of only those
   * of the wanted streams (the others are counted as scanned, not carried), so a reader moves past
   * streams it does not follow without a second look at the log.
   */
  async function readBatch(options: ReadAllOptions): Promise<ReadBatch> {
    const limit = options.limit ?? 1000;
    const prefixes = options.streamPrefixes ?? null;
    const patterns = prefixes?.map((prefix) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`) ?? null;
    // The keyset read first, the horizon on its rows after: with both bounds in one WHERE, the
    // planner guesses a narrow range and, for a connection's first plans, scans and sorts every
    // row after `after` for each batch (a rebuild then costs the square of the log).
    const result = await db.query<EventRow>(
      `SELECT position, event_id, stream_id, stream_version, type, schema_version,
              CASE WHEN $3::text[] IS NULL OR stream_id LIKE ANY($3::text[]) THEN data END AS data, metadata, recorded_at
       FROM (SELECT * FROM event_store.events WHERE position > $1 ORDER BY position LIMIT $2) AS next
       WHERE position < ${VISIBLE_BELOW_SQL}
       ORDER BY position`,
      [options.after, limit, patterns],
      { name: 'event-store-read-batch' },
    );
    const wanted = (row: EventRow) => !prefixes || prefixes.some((prefix) => row.stream_id.startsWith(prefix));
    const last = result.rows[result.rows.length - 1];
    // A full batch may have more behind it; otherwise every event below the horizon was seen. The
    // last of them, not the horizon, is how far: the horizon moves with every transaction, and
    // a reader's own checkpoint writes would otherwise keep it busy when nothing was appended.
    return {
      events: result.rows.filter(wanted).map(toStored),
      scannedTo: last ? Math.max(options.after, last.position) : options.after,
    };
  }

  /**
   * Every append or none: one transaction, each stream's version checked as in `append`. A guard
   * locks its stream's row for share: a concurrent append to that stream waits for this transaction,
   * or this one waits for it and then sees its version.
   */
  async function appendAll(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    if (appends.every((part) => part.events.length === 0)) throw new RangeError('appendAll needs events to append');
    if (appends.length === 1) return [await append(appends[0]!.streamId, appends[0]!.events, appends[0]!)];
    if (!('transaction' in db)) throw new Error('appendAll needs a database that runs transactions');
    const total = appends.reduce((sum, next) => sum + next.events.length, 0);
    if (total > MAX_EVENTS_PER_APPEND) throw new RangeError(`append takes at most ${MAX_EVENTS_PER_APPEND} events`);
    const conflict: { error?: StreamVersionConflictError } = {};
    try {
      return await db.transaction(async (tx) => {
        const results: AppendResult[] = [];
        let offset = 0;
        for (const { streamId, events, expectedVersion } of appends) {
          if (events.length === 0) {
            const { rows } = await tx.query<{ version: number }>(
              'SELECT version FROM event_store.streams WHERE stream_id = $1 FOR SHARE',
              [streamId],
            );
            const version = rows[0]?.version ?? 0;
            const expected = expectedVersion === 'no_stream' ? 0 : expectedVersion;
            if (expected !== 'any' && expected !== version) {
              conflict.error = new StreamVersionConflictError(streamId, expectedVersion, version);
              throw conflict.error;
            }
            results.push({ streamVersion: version, position: 0 });
            continue;
          }
          const statement = appendStatement(expectedVersion, offset);
          const params = [streamId, events.length, JSON.stringify(toDocs(events))];
          const { rows } = await tx.query<{ position: number; stream_version: number }>(
            statement.sql,
            statement.expected === null ? params : [...params, statement.expected],
          );
          if (rows.length !== events.length) {
            conflict.error = new StreamVersionConflictError(streamId, expectedVersion, 0);
            throw conflict.error;
          }
          const last = rows.reduce((a, b) => (a.position > b.position ? a : b));
          results.push({ streamVersion: last.stream_version, position: last.position });
          offset += events.length;
        }
        return results;
      });
    } catch (error) {
      const failed = conflict.error;
      if (failed || pgErrorCode(error) === PgErrorCode.uniqueViolation) {
        const streamId = failed?.streamId ?? appends[0]!.streamId;
        const expected = failed?.expected ?? appends[0]!.expectedVersion;
        throw new StreamVersionConflictError(streamId, expected, await streamVersion(streamId));
      }
      throw error;
    }
  }

  return {
    append,
    appendAll,
    readStream,
    streamVersion,
    readBatch,
    async readAll(options) {
      return (await readBatch(options)).events;
    },
    async headPosition() {
      const result = await db.query<{ head: number | null }>(
        `SELECT max(position) AS head FROM event_store.events WHERE position < ${VISIBLE_BELOW_SQL}`,
      );
      return result.rows[0]?.head ?? 0;
    },
    async lastPosition() {
      const result = await db.query<{ last: number | null }>('SELECT max(position) AS last FROM event_store.events');
      return Number(result.rows[0]?.last ?? 0);
    },
  };
}
