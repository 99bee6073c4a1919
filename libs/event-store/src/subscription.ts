import type { EventStore, ReadBatch } from './types.js';

export interface PollingReaderOptions {
  store: Pick<EventStore, 'readBatch'>;
  /** Where to continue from (the durable checkpoint, loaded by the caller). */
  loadPosition: () => Promise<number>;
  /** Handles one batch and makes `scannedTo` durable; the reader continues from there. */
  handleBatch: (batch: ReadBatch) => Promise<void>;
  streamPrefixes?: readonly string[];
  batchSize?: number;
  pollIntervalMs?: number;
  /**
   * How soon it reads again while an append it was woken for is not visible yet (an older
   * transaction still runs): 50 ms unless given, or the poll interval if shorter.
   */
  unseenRetryMs?: number;
  /** First pause after a failed batch (at most 100 ms unless given); it doubles with each failure in a row, up to 5 s or itself if larger. */
  retryDelayMs?: number;
  onError?: (error: unknown) => void;
}

export interface PollingReader {
  start(): Promise<void>;
  /**
   * Reads now instead of at the next poll (after an append). With the position of an event
   * appended, it also reads again soon after each read until it has passed that position.
   */
  wake(position?: number): void;
  /** Stops taking work; resolves once the batch in flight is handled. */
  stop(): Promise<void>;
  readonly position: number;
}

/**
 * The catch-up loop every subscriber uses: read a batch after the checkpoint, hand it over,
 * move on; when caught up, wait to be woken (appends announce themselves), or poll now and then
 * as a safety net. Errors back off and retry from the last durable position.
 */
export function createPollingReader(options: PollingReaderOptions): PollingReader {
  const batchSize = options.batchSize ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 50;
  const retryDelayMs = options.retryDelayMs ?? Math.min(pollIntervalMs, 50) * 2;
  const unseenRetryMs = options.unseenRetryMs ?? Math.min(pollIntervalMs, 50);
  let position = 0;
  /** The highest position it was woken for: an append that may not be visible yet. */
  let awaited = 0;
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let woken = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || !running) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        woken = false;
        resolve();
      }
      wakeUp = done;
    });

  async function run() {
    let failures = 0;
    while (running) {
      try {
        const batch = await options.store.readBatch({
          after: position,
          limit: batchSize,
          streamPrefixes: options.streamPrefixes,
        });
        if (batch.scannedTo > position) {
          await options.handleBatch(batch);
          position = batch.scannedTo;
        }
        failures = 0;
        if (batch.events.length < batchSize) await pause(position < awaited ? unseenRetryMs : pollIntervalMs);
      } catch (error) {
        options.onError?.(error);
        failures += 1;
        await pause(Math.max(retryDelayMs, Math.min(5000, retryDelayMs * 2 ** (failures - 1))));
        position = await options.loadPosition().catch(() => position);
      }
    }
  }

  return {
    async start() {
      if (running) return;
      position = await options.loadPosition();
      running = true;
      loop = run();
    },
    wake(appendedAt) {
      if (appendedAt !== undefined) awaited = Math.max(awaited, appendedAt);
      woken = true;
      wakeUp?.();
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
    },
    get position() {
      return position;
    },
  };
}
