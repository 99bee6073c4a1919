import { Worker } from 'node:worker_threads';
import { workerSource } from '@lectern/deck-format/worker-source';
import { errorFrom, type ErrorFields, type PgliteReply, type PgliteRequest } from './pglite-messages.js';

type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;
/** A request that is answered: every kind but `begin`. */
export type AskedRequest = Unnumbered<Exclude<PgliteRequest, { kind: 'begin' }>>;

/** The main thread's end of one PGlite thread. */
export interface PgliteLink {
  /** Sends a request and resolves with its answer, or with why the thread cannot answer. */
  ask(request: AskedRequest): Promise<PgliteReply>;
  /** Sends a request that is not answered (`begin`); nothing when the thread has stopped. */
  tell(request: Extract<PgliteRequest, { kind: 'begin' }>): void;
  /**
   * After the database closed: the thread is kept for the next `openPglite` of this process if
   * none is kept yet (a test run opens hundreds of databases, and starting a thread with
   * PGlite's code costs about as much as opening a database), otherwise stopped.
   */
  release(reusable: boolean): Promise<void>;
}

/** Throws the error a reply carries, made here so that its stack shows who awaited it. */
export function answered(reply: PgliteReply): void {
  if ('error' in reply) throw errorFrom(reply.error);
}

/** A thread whose database was closed, waiting to open the next one. */
let spare: { worker: Worker; forget: () => void } | null = null;

function startThread(): Worker {
  const { source, eval: isCode } = workerSource('pglite-thread', new URL('./pglite-thread.ts', import.meta.url).href);
  return new Worker(source, { eval: isCode });
}

function takeThread(): Worker {
  if (!spare) return startThread();
  const { worker, forget } = spare;
  spare = null;
  worker.off('exit', forget);
  return worker;
}

function keepSpare(worker: Worker): void {
  const forget = () => {
    if (spare?.worker === worker) spare = null;
  };
  worker.once('exit', forget);
  spare = { worker, forget };
}

/** Links to a PGlite thread: the spare one, or a new one. */
export function linkPgliteThread(): PgliteLink {
  const worker = takeThread();
  const waiting = new Map<number, (reply: PgliteReply) => void>();
  let nextId = 0;
  /** Why the thread cannot answer any more, once it has stopped. */
  let stopped: ErrorFields | null = null;

  const onReply = (reply: PgliteReply) => {
    const settle = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
    settle?.(reply);
  };
  const stop = (reason: ErrorFields) => {
    stopped ??= reason;
    for (const settle of waiting.values()) settle({ id: -1, error: reason });
    waiting.clear();
  };
  const onError = (error: Error) => stop({ message: `the PGlite thread failed: ${error.message}` });
  const onExit = (code: number) => stop({ message: `the PGlite thread stopped (exit code ${code})` });
  worker.on('message', onReply);
  worker.on('error', onError);
  worker.on('exit', onExit);
  // Like a socket: the thread keeps the process alive only while a request waits on it.
  worker.unref();

  return {
    ask(request) {
      if (stopped) return Promise.resolve({ id: -1, error: stopped });
      const id = nextId++;
      return new Promise((resolve) => {
        if (waiting.size === 0) worker.ref();
        waiting.set(id, resolve);
        worker.postMessage({ ...request, id });
      });
    },
    tell(request) {
      if (!stopped) worker.postMessage(request);
    },
    async release(reusable) {
      stop({ message: 'the PGlite database is closed' });
      worker.off('message', onReply);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (reusable && !spare) keepSpare(worker);
      else await worker.terminate();
    },
  };
}
