/** Metadata every event carries (DESIGN.md: the write path). */
export interface EventMetadata {
  actorId: string | null;
  correlationId: string;
  causationId: string | null;
  [key: string]: unknown;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** Event id (uuid). Appending an event whose id is already stored in the same stream is a no-op. */
  id: string;
  type: Type;
  schemaVersion?: number;
  data: Data;
  metadata: EventMetadata;
}

export interface StoredEvent<Type extends string = string, Data = unknown> {
  id: string;
  streamId: string;
  /** 1-based position of the event within its stream. */
  streamVersion: number;
  /**
   * Position in the global log. Ordered and unique, not dense: readers see every event in
   * ascending position, and no event ever commits below a position a reader has passed.
   */
  position: number;
  type: Type;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
}

/** `no_stream`: the stream must not exist yet; `any`: no check; a number: the current stream version. */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface AppendResult {
  /** Version of the stream after the append (the version to expect next time). */
  streamVersion: number;
  /** Position of the last appended event; wait for readers to reach it to read your own write. */
  position: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. 0 reads from the start. */
  after: number;
  limit?: number;
  /** Only events whose stream id starts with one of these prefixes (e.g. `deck-`). */
  streamPrefixes?: readonly string[];
}

export interface ReadBatch {
  events: StoredEvent[];
  /**
   * Every position up to here has been considered (the last event's position when the batch
   * is full, otherwise the visibility horizon). A reader may checkpoint it even when the batch
   * holds no events, e.g. because none matched its stream prefixes.
   */
  scannedTo: number;
}

/**
 * One stream's part of an atomic append across streams. With no events it is a guard: the append
 * goes through only if that stream is at `expectedVersion` when it commits (a version check that
 * holds the stream still until then, e.g. a content save that only its deck's current editor may make).
 */
export interface StreamAppend {
  streamId: string;
  events: readonly NewEvent[];
  expectedVersion: ExpectedVersion;
}

export interface EventStore {
  append(
    streamId: string,
    events: readonly NewEvent[],
    options: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult>;
  /**
   * Appends to several streams at once: all of them or, on any version conflict, none
   * (StreamVersionConflictError naming the stream that conflicted). Results in the given order;
   * a guard (no events) answers its stream's version and position 0. At least one part appends.
   */
  appendAll(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  readStream(streamId: string, options?: { fromVersion?: number; toVersion?: number }): Promise<StoredEvent[]>;
  /** Current version of a stream, 0 when it does not exist. */
  streamVersion(streamId: string): Promise<number>;
  readAll(options: ReadAllOptions): Promise<StoredEvent[]>;
  readBatch(options: ReadAllOptions): Promise<ReadBatch>;
  /** The highest position a reader can see right now. */
  headPosition(): Promise<number>;
  /**
   * The position of the last committed event. It may be past `headPosition` while an older
   * transaction anywhere on the server is still open: a wait for everything already written
   * (caught up after a write, a rebuild) waits for this one.
   */
  lastPosition(): Promise<number>;
}

export class StreamVersionConflictError extends Error {
  override readonly name = 'StreamVersionConflictError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${String(expected)}`);
  }
}
