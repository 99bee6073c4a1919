import type { Queryable } from '@lectern/db';

/**
 * waitFor(position) for the BFF, whichever process runs the projections: polls the named
 * checkpoints (by default every one given here) until all have reached the position.
 */
export function createCheckpointWaiter(db: Queryable, defaultNames: readonly string[], pollIntervalMs = 10) {
  return {
    async waitFor(position: number, names: readonly string[] = defaultNames, timeoutMs = 5000): Promise<boolean> {
      const checkpointNames = names;
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
