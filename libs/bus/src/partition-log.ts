export interface StoredMessage {
  key: string;
  value: Buffer;
  headers: Record<string, string>;
}

export interface PartitionReader {
  /** The group's committed offset: the next message to deliver. */
  readonly position: number;
  wake(): void;
}

/** Trimming a partition copies what is left, so it waits until this much was acknowledged by every group. */
const TRIM_THRESHOLD = 1024;

export class PartitionLog {
  #base = 0;
  #messages: StoredMessage[] = [];
  /** One per group reading this partition. */
  readonly readers = new Set<PartitionReader>();

  get start(): number {
    return this.#base;
  }

  get end(): number {
    return this.#base + this.#messages.length;
  }

  at(offset: number): StoredMessage | undefined {
    return this.#messages[offset - this.#base];
  }

  append(message: StoredMessage): void {
    this.#messages.push(message);
    for (const reader of this.readers) reader.wake();
  }

  /** Drops the messages every group has acknowledged (a topic nobody subscribed to keeps everything). */
  release(): void {
    const low = Math.min(...[...this.readers].map((reader) => reader.position));
    if (low === this.end || low - this.#base >= TRIM_THRESHOLD) {
      this.#messages = this.#messages.slice(low - this.#base);
      this.#base = low;
    }
  }
}

/** FNV-1a: a stable key -> partition mapping, so one key always lands in one partition. */
export function partitionOf(key: string, partitions: number): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(key, 'utf8')) hash = Math.imul(hash ^ byte, 0x01000193);
  return (hash >>> 0) % partitions;
}
