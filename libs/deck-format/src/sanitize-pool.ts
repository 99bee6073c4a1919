import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { MARKUP_MAX_LENGTH } from './markup-limits.js';
import type { MarkupCleaning } from './sanitize.js';
import { cleanRequest, SANITIZE_WORKER, type CleanReply, type CleanRequest } from './sanitize-worker.js';
import { workerSource } from './worker-source.js';

/**
 * Markup from this length on is cleaned on a worker thread; shorter markup costs less to clean
 * than to send there and back (bench: `npm run bench -- api`, decision 0022).
 */
export const OFF_THREAD_FROM_CHARS = 32_000;

export interface CleanOptions {
  /** The media the deck may show; attributes naming any other are dropped. All are kept when absent. */
  media?: ReadonlySet<string> | readonly string[];
  /** What the deck's markup was cleaned to before: its slides the markup keeps unchanged are not cleaned again. */
  cleanedBefore?: string;
}

/** `cleanDeckMarkup` with these options on the calling thread, as the pool cleans short markup. */
export const cleanOnCallingThread = (markup: string, options: CleanOptions = {}): MarkupCleaning =>
  cleanRequest({
    markup,
    media: options.media === undefined ? null : [...options.media],
    cleanedBefore: options.cleanedBefore,
  });

export interface MarkupCleaner {
  /**
   * `cleanDeckMarkup`: the limits, then cleaning, off the calling thread when the markup is long
   * (markup past the length limit is refused here, without being sent anywhere).
   */
  clean(markup: string, options?: CleanOptions): Promise<MarkupCleaning>;
  /**
   * How many cleanings ran on the calling thread and were sent to the pool's workers, and how
   * many of those are still queued or being cleaned.
   */
  counts(): { onThread: number; offThread: number; inProgress: number };
  /** Stops the workers; cleanings still queued fail. */
  close(): Promise<void>;
}

export interface SanitizePoolOptions {
  /** Worker threads; by default one fewer than the cores, at least one and at most four. */
  size?: number;
  /** Markup shorter than this is cleaned on the calling thread (OFF_THREAD_FROM_CHARS). */
  offThreadFrom?: number;
}

interface Job {
  request: CleanRequest;
  resolve: (cleaning: MarkupCleaning) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  job: Job | null;
}

/**
 * A small pool of worker threads that clean long markup, so a save of megabytes never holds
 * the event loop: the request thread only sends the markup and waits. Workers start on first
 * use, one job each at a time, the rest queued in arrival order; a worker that dies fails its
 * job and is replaced. Workers do not keep the process alive.
 */
export function createSanitizePool(options: SanitizePoolOptions = {}): MarkupCleaner {
  const size = options.size ?? Math.min(4, Math.max(1, os.availableParallelism() - 1));
  const offThreadFrom = options.offThreadFrom ?? OFF_THREAD_FROM_CHARS;
  const workers: PoolWorker[] = [];
  const queue: Job[] = [];
  let nextId = 0;
  let closed = false;
  let onThread = 0;
  let offThread = 0;

  function startWorker(): PoolWorker {
    const { source, eval: isCode } = workerSource('sanitize-worker', './sanitize-worker.ts');
    const entry: PoolWorker = { worker: new Worker(source, { eval: isCode, workerData: SANITIZE_WORKER }), job: null };
    entry.worker.unref();
    entry.worker.on('message', (reply: CleanReply) => {
      const job = entry.job;
      entry.job = null;
      if (job) {
        if ('cleaning' in reply) job.resolve(reply.cleaning);
        else job.reject(new Error(reply.error));
      }
      dispatch();
    });
    const fail = (error: Error) => {
      workers.splice(workers.indexOf(entry), 1);
      entry.job?.reject(error);
      entry.job = null;
      if (!closed) dispatch();
    };
    entry.worker.on('error', fail);
    entry.worker.on('exit', (code) => {
      if (workers.includes(entry)) fail(new Error(`sanitize worker stopped (exit code ${code})`));
    });
    workers.push(entry);
    return entry;
  }

  function dispatch() {
    while (queue.length > 0) {
      const idle = workers.find((entry) => entry.job === null) ?? (workers.length < size ? startWorker() : null);
      if (!idle) return;
      const job = queue.shift()!;
      idle.job = job;
      idle.worker.postMessage(job.request);
    }
  }

  return {
    async clean(markup, cleanOptions = {}) {
      if (markup.length < offThreadFrom || markup.length > MARKUP_MAX_LENGTH) {
        onThread++;
        return cleanOnCallingThread(markup, cleanOptions);
      }
      if (closed) throw new Error('The sanitize pool is closed');
      offThread++;
      const media = cleanOptions.media === undefined ? null : [...cleanOptions.media];
      const { cleanedBefore } = cleanOptions;
      return new Promise<MarkupCleaning>((resolve, reject) => {
        queue.push({ request: { id: nextId++, markup, media, cleanedBefore }, resolve, reject });
        dispatch();
      });
    },
    counts: () => ({
      onThread,
      offThread,
      inProgress: queue.length + workers.filter((entry) => entry.job !== null).length,
    }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The sanitize pool is closed'));
      const stopping = workers.splice(0);
      for (const entry of stopping) entry.job?.reject(new Error('The sanitize pool is closed'));
      await Promise.all(stopping.map((entry) => entry.worker.terminate()));
    },
  };
}
