import type { Queryable } from '@lectern/db';

interface Waiter {
  position: number;
  names: readonly string[];
  deadline: number;
  resolve: (reached: boolean) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface CheckpointWaiterOptions {
  pollIntervalMs?: number;
  /**
   * Checkpoints a runner of this process reports through `reached` at every commit: a wait
   * on these alone is ended by the reports and never polls.
   */
  reportedLocally?: (name: string) => boolean;
}

/**
 * waitFor(position) for the BFF, whichever process runs the projections: waits until the named
 * checkpoints (by default every one given here) have all reached the position. Projections in
 * the same process report their commits through `reached`, which ends those waits at once;
 * checkpoints of other processes are polled, one poll loop for every waiter, so many
 * concurrent writes cost one query per interval, not one each. The first poll comes one
 * interval after a wait starts: an append's projection has rarely committed sooner.
 */
export function createCheckpointWaiter(
  db: Queryable,
  defaultNames: readonly string[],
  options: CheckpointWaiterOptions = {},
) {
  const pollIntervalMs = options.pollIntervalMs ?? 10;
  const reportedLocally = options.reportedLocally ?? (() => false);
  let waiters: Waiter[] = [];
  let polling: Promise<void> | null = null;
  /**
   * The latest position heard of for each checkpoint, reported or polled. Not the highest: a
   * rebuild moves a checkpoint back, and an answer must then wait for it again. A position of
   * an append made after a checkpoint was heard of is always past it.
   */
  const known = new Map<string, number>();

  const isReached = (position: number, names: readonly string[]) =>
    names.every((name) => (known.get(name) ?? -1) >= position);

  const learn = (name: string, position: number) => known.set(name, position);

  function settle(now: number) {
    waiters = waiters.filter((waiter) => {
      const done = isReached(waiter.position, waiter.names);
      if (!done && now < waiter.deadline) return true;
      clearTimeout(waiter.timer);
      waiter.resolve(done);
      return false;
    });
  }

  const namesToPoll = () =>
    [...new Set(waiters.flatMap((waiter) => waiter.names))].filter((name) => !reportedLocally(name));

  async function pollOnce(names: readonly string[]) {
    const result = await db.query<{ name: string; position: number }>(
      'SELECT name, position FROM event_store.checkpoints WHERE name = ANY($1::text[])',
      [names],
    );
    for (const row of result.rows) learn(row.name, Number(row.position));
  }

  async function pollWhileWaiting() {
    while (waiters.length > 0) {
      await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
      const names = namesToPoll();
      if (names.length === 0) break;
      await pollOnce(names).catch(() => undefined);
      settle(Date.now());
    }
    polling = null;
  }

  return {
    waitFor(position: number, names: readonly string[] = defaultNames, timeoutMs = 5000): Promise<boolean> {
      if (names.length === 0 || isReached(position, names)) return Promise.resolve(true);
      return new Promise((resolve) => {
        const deadline = Date.now() + timeoutMs;
        waiters.push({ position, names, deadline, resolve, timer: setTimeout(() => settle(deadline), timeoutMs) });
        if (names.some((name) => !reportedLocally(name))) polling ??= pollWhileWaiting();
      });
    },
    /** Checkpoints committed at `position` by a projection runner of this process. */
    reached(names: readonly string[], position: number) {
      for (const name of names) learn(name, position);
      settle(Date.now());
    },
  };
}
