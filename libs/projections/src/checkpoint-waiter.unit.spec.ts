import type { Queryable } from '@lectern/db';
import { describe, expect, it } from 'vitest';
import { createCheckpointWaiter } from './checkpoint-waiter.js';

/** A database that answers every checkpoint at `position` and counts the polls. */
function countingDatabase(position: number) {
  const calls: string[][] = [];
  const db = {
    async query(_text: string, params?: readonly unknown[]) {
      const names = (params?.[0] ?? []) as string[];
      calls.push(names);
      return { rows: names.map((name) => ({ name, position })), rowCount: names.length };
    },
  } as unknown as Queryable;
  return { db, calls };
}

describe('checkpoint waiter', () => {
  it('never polls for checkpoints a runner of this process reports', async () => {
    const { db, calls } = countingDatabase(0);
    const waiter = createCheckpointWaiter(db, ['projection:decks'], {
      pollIntervalMs: 1,
      reportedLocally: () => true,
    });
    const waiting = waiter.waitFor(7);
    await new Promise((resolve) => setTimeout(resolve, 30));
    waiter.reached(['projection:decks'], 7);
    expect(await waiting).toBe(true);
    expect(calls).toEqual([]);
  });

  it('polls only the checkpoints no runner of this process reports', async () => {
    const { db, calls } = countingDatabase(9);
    const waiter = createCheckpointWaiter(db, ['projection:decks', 'projection:teams'], {
      pollIntervalMs: 1,
      reportedLocally: (name) => name === 'projection:decks',
    });
    const waiting = waiter.waitFor(9);
    waiter.reached(['projection:decks'], 9);
    expect(await waiting).toBe(true);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((names) => names.length === 1 && names[0] === 'projection:teams')).toBe(true);
  });

  it('answers false when a local runner never reports within the timeout', async () => {
    const { db } = countingDatabase(100);
    const waiter = createCheckpointWaiter(db, ['projection:decks'], { reportedLocally: () => true });
    expect(await waiter.waitFor(5, undefined, 20)).toBe(false);
  });
});
