import { releaseLease, tryAcquireLease } from '@lectern/service-kit';
import type { Queryable } from '@lectern/db';

/**
 * Runs `work` while this worker holds the job's lease, renewing it every third of `leaseMs`. A
 * worker that dies stops renewing, so another (or the same one restarted) takes the job once the
 * lease runs out. `work` gets a signal that aborts when the lease is lost or `timeoutMs` passes
 * (`untilAborted` stops waiting for it then). Answers undefined, without running `work`, when someone else holds the lease.
 */
export async function leasedRun<T>(
  deps: { db: Queryable; workerId: string; leaseMs: number },
  name: string,
  timeoutMs: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<{ value: T } | undefined> {
  if (!(await tryAcquireLease(deps.db, name, deps.workerId, deps.leaseMs))) return undefined;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(new JobTimeoutError()), timeoutMs);
  const renewal = setInterval(() => {
    void tryAcquireLease(deps.db, name, deps.workerId, deps.leaseMs).then(
      (held) => held || controller.abort(new Error('The job was taken over by another worker')),
      () => undefined,
    );
  }, deps.leaseMs / 3);
  try {
    return { value: await work(controller.signal) };
  } finally {
    clearTimeout(timeout);
    clearInterval(renewal);
    await releaseLease(deps.db, name, deps.workerId).catch(() => undefined);
  }
}

export class JobTimeoutError extends Error {
  override readonly name = 'JobTimeoutError';
  constructor() {
    super('The job ran out of time');
  }
}

/** The work's answer, or the signal's reason as soon as it aborts (the work is left to notice on its own). */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
