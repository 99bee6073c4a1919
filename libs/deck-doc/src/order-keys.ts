import { generateKeyBetween } from 'fractional-indexing';

/**
 * Keys that put items in the wanted order while changing as few of them as possible: the
 * longest run of current keys already in order stays, every other item gets a key between its
 * neighbours. `current[i]` is the key the i-th wanted item has now (null: none yet); the answer
 * holds the key each item must get, or null where its key stays.
 */
export function reorderedKeys(current: readonly (string | null)[]): (string | null)[] {
  const kept = longestIncreasing(current);
  const answer: (string | null)[] = current.map(() => null);
  let previous: string | null = null;
  for (let index = 0; index < current.length; index += 1) {
    if (kept.has(index)) {
      previous = current[index]!;
      continue;
    }
    const nextKept = nextKeptKey(current, kept, index);
    previous = generateKeyBetween(previous, nextKept);
    answer[index] = previous;
  }
  return answer;
}

function nextKeptKey(current: readonly (string | null)[], kept: ReadonlySet<number>, from: number): string | null {
  for (let index = from + 1; index < current.length; index += 1) if (kept.has(index)) return current[index]!;
  return null;
}

/** Indices of a longest strictly increasing run of the non-null keys (patience sorting). */
function longestIncreasing(keys: readonly (string | null)[]): Set<number> {
  const tails: number[] = [];
  const before = new Map<number, number>();
  keys.forEach((key, index) => {
    if (key === null) return;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (keys[tails[middle]!]! < key) low = middle + 1;
      else high = middle;
    }
    if (low > 0) before.set(index, tails[low - 1]!);
    tails[low] = index;
  });
  const run = new Set<number>();
  for (let index = tails.at(-1); index !== undefined; index = before.get(index)) run.add(index);
  return run;
}

/** Orders items by key, then by id: two people inserting at one place get the same order everywhere. */
export const byKeyThenId = <T extends { key: string; id: string }>(a: T, b: T) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
