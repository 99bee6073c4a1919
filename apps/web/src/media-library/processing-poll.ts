import type { MediaItem } from '@lectern/contracts';
import { IMAGE_FIRST_POLL_MS, PROCESSING_POLL_INTERVAL_MS, PROCESSING_POLL_TIMEOUT_MS } from './constants';
import type { MediaType } from './upload-rules';

/** What a check found: the item's status, `gone` (404), or `unreachable` (no answer: try again later). */
export type PollCheck = MediaItem['status'] | 'gone' | 'unreachable';
export type PollOutcome = 'complete' | 'error' | 'gone' | 'timeout';

/** The item waits for its processing on the server (thumbnails, transcoding) to finish. */
export const isProcessing = (item: Pick<MediaItem, 'status'>) =>
  item.status === 'uploaded' || item.status === 'processing';

/** The first check comes sooner for images, which are usually done within a second. */
export const firstPollDelay = (type: MediaType) =>
  type === 'Image' ? IMAGE_FIRST_POLL_MS : PROCESSING_POLL_INTERVAL_MS;

/**
 * spec/001 §4: polling goes on every 3 s until the item is complete or failed, is gone (404), or
 * 10 minutes have passed since it began.
 */
export function afterCheck(check: PollCheck, elapsedMs: number): { delay: number } | { outcome: PollOutcome } {
  if (check === 'complete' || check === 'error' || check === 'gone') return { outcome: check };
  if (elapsedMs + PROCESSING_POLL_INTERVAL_MS > PROCESSING_POLL_TIMEOUT_MS) return { outcome: 'timeout' };
  return { delay: PROCESSING_POLL_INTERVAL_MS };
}

/** Polls each item it is given on that schedule, once per item, until `stop`. */
export class ProcessingPoller {
  readonly #timers = new Map<string, ReturnType<typeof setTimeout>>();
  readonly #started = new Map<string, number>();

  constructor(
    private readonly check: (id: string) => Promise<PollCheck>,
    private readonly onOutcome: (id: string, outcome: PollOutcome) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts polling an item unless it is already polled (or was, and timed out). */
  watch(id: string, type: MediaType): void {
    if (this.#started.has(id)) return;
    this.#started.set(id, this.now());
    this.#schedule(id, firstPollDelay(type));
  }

  /** Stops every poll; items watched again afterwards start afresh. */
  stop(): void {
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    this.#started.clear();
  }

  #schedule(id: string, delay: number): void {
    const timer = setTimeout(async () => {
      const check = await this.check(id);
      // Stopped, or watched afresh, while the check was under way.
      if (this.#timers.get(id) !== timer) return;
      const step = afterCheck(check, this.now() - this.#started.get(id)!);
      if ('delay' in step) return this.#schedule(id, step.delay);
      this.#timers.delete(id);
      this.onOutcome(id, step.outcome);
    }, delay);
    this.#timers.set(id, timer);
  }
}
