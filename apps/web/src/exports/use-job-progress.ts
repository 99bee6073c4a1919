import { useEffect, useState } from 'react';

/** How often a job's state is asked for while it runs. */
export const JOB_POLL_MS = 1000;

interface Job {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
}

/**
 * Follows a job (an export, an import) from when it is given until it is done or failed: asks for
 * it every second; past `timeoutMs` (the format's time, spec/000 §9) it counts as failed.
 */
export function useJobProgress<T extends Job>(
  job: T | null,
  options: { fetch: (signal: AbortSignal) => Promise<T>; timeoutMs: number },
): { job: T | null; timedOut: boolean } {
  const [latest, setLatest] = useState<T | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const { fetch, timeoutMs } = options;
  const id = job?.id ?? null;

  useEffect(() => {
    setLatest(null);
    setTimedOut(false);
    if (!id) return;
    const controller = new AbortController();
    const deadline = Date.now() + timeoutMs;
    let timer: number | undefined;
    const poll = () => {
      fetch(controller.signal).then(
        (current) => {
          setLatest(current);
          if (current.status === 'done' || current.status === 'failed') return;
          if (Date.now() > deadline) setTimedOut(true);
          else timer = window.setTimeout(poll, JOB_POLL_MS);
        },
        () => {
          if (!controller.signal.aborted) timer = window.setTimeout(poll, JOB_POLL_MS);
        },
      );
    };
    timer = window.setTimeout(poll, JOB_POLL_MS / 4);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
    // A new job restarts the following; `fetch` is rebuilt on each render and reads the same job.
  }, [id, timeoutMs]);

  return { job: latest?.id === id ? latest : null, timedOut };
}
