import { ConflictError } from '../errors.js';

/**
 * A job run by a worker (an export, an import): queued, then started by a worker (again by
 * another when that one died: each start is a new attempt), reporting progress, then done or
 * failed once. Only the attempt that runs now may report or finish it.
 */
export type JobState =
  { status: 'none' } | { status: 'queued' | 'running' | 'done' | 'failed'; attempt: number; progress: number };

export const isFinished = (state: JobState) => state.status === 'done' || state.status === 'failed';

/** The attempt a starting worker takes: the next one, `exhausted` after the last, or null when the job is finished. */
export function nextAttempt(state: JobState, maxAttempts: number): number | 'exhausted' | null {
  if (state.status === 'none' || isFinished(state)) return null;
  return state.attempt >= maxAttempts ? 'exhausted' : state.attempt + 1;
}

/** Whether `attempt`'s progress moves the job on (forward only, from the attempt that runs now). */
export const movesOn = (state: JobState, attempt: number, progress: number): boolean =>
  state.status === 'running' && attempt === state.attempt && progress > state.progress;

/** Refuses to finish a job for an attempt that does not run it now (or finish it twice). */
export function assertRunningAttempt(state: JobState, attempt: number, code: string): void {
  if (state.status !== 'running' || attempt !== state.attempt)
    throw new ConflictError('Another attempt owns this job', code);
}

/** The state after a job event, whatever its kind calls it. */
export function evolveJob(
  state: JobState,
  step: { requested: true } | { started: number } | { progressed: number } | { finished: 'done' | 'failed' },
): JobState {
  if ('requested' in step) return { status: 'queued', attempt: 0, progress: 0 };
  if (state.status === 'none') return state;
  if ('started' in step) return { status: 'running', attempt: step.started, progress: 0 };
  if ('progressed' in step) return { ...state, progress: step.progressed };
  return { ...state, status: step.finished, progress: step.finished === 'done' ? 100 : state.progress };
}
