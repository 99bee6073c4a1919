import type { Queryable } from '@lectern/db';

/**
 * waitFor(position) for a process that does not run the projections itself (the BFF in
 * distributed mode): polls the owning services' checkpoints until all have reached it.
 */
export function createCheckpointWaiter(db: Queryable, checkpointNames: readonly string[], pollIntervalMs = 10) {
  return {
    async waitFor(position: number, timeoutMs = 5000): Promise<boolean> {
      if (checkpointNames.length === 0) return true;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const result = await db.query<{ reached: number }>(
          'SELECT count(*)::int AS reached FROM event_store.checkpoints WHERE name = ANY($1::text[]) AND position >= $2',
          [checkpointNames, position],
        );
        if ((result.rows[0]?.reached ?? 0) === checkpointNames.length) return true;
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
      }
    },
  };
}
