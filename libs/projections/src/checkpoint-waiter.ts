import type { Queryable } from '@lectern/db';

interface Waiter {
  position: number;
  names: readonly string[];
  deadline: number;
  resolve: (reached: boolean) => void;
}

/**
 * waitFor(position) for the BFF, whichever process runs the projections: waits until the named
 * checkpoints (by default every one given here) have all reached the position. One poll loop
 * serves every waiter, so many concurrent writes cost one query per interval, not one each.
 */
export function createCheckpointWaiter(db: Queryable, defaultNames: readonly string[], pollIntervalMs = 10) {
  let waiters: Waiter[] = [];
  let polling: Promise<void> | null = null;

  async function pollOnce() {
    const names = [...new Set(waiters.flatMap((waiter) => waiter.names))];
    const result = await db.query<{ name: string; position: number }>(
      'SELECT name, position FROM event_store.checkpoints WHERE name = ANY($1::text[])',
      [names],
    );
    const reached = new Map(result.rows.map((row) => [row.name, Number(row.position)]));
    const now = Date.now();
    waiters = waiters.filter((waiter) => {
      const done = waiter.names.every((name) => (reached.get(name) ?? -1) >= waiter.position);
      if (done || now >= waiter.deadline) waiter.resolve(done);
      return !done && now < waiter.deadline;
    });
  }

  async function pollWhileWaiting() {
    while (waiters.length > 0) {
      await pollOnce().catch(() => undefined);
      if (waiters.length > 0) await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
    }
    polling = null;
  }

  return {
    waitFor(position: number, names: readonly string[] = defaultNames, timeoutMs = 5000): Promise<boolean> {
      if (names.length === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        waiters.push({ position, names, deadline: Date.now() + timeoutMs, resolve });
        polling ??= pollWhileWaiting();
      });
    },
  };
}
