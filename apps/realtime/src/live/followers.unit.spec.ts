import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFollowerTally,
  FOLLOWERS_EXPIRE_MS,
  FOLLOWERS_REPORT_EVERY_MS,
  FOLLOWERS_REPORT_MIN_MS,
  type FollowerTally,
} from './followers.js';

/** Processes whose reports reach each other at once, as on one pub/sub channel per deck. */
function processes(count: number) {
  const totals: Record<string, number>[] = [];
  const published: string[] = [];
  const tallies: FollowerTally[] = [];
  for (let i = 0; i < count; i++) {
    totals.push({});
    tallies.push(
      createFollowerTally({
        processId: `p${i}`,
        publish: (deckId, text) => {
          published.push(text);
          for (const tally of tallies) tally.heard(deckId, text);
        },
        onTotal: (deckId, total) => void (totals[i]![deckId] = total),
      }),
    );
  }
  return { tallies, totals, published };
}

describe('the follower tally over processes', () => {
  beforeEach(() => void vi.useFakeTimers({ now: 0 }));
  afterEach(() => void vi.useRealTimers());

  it('adds up every process, told at once on the first change and at most once a second after', () => {
    const { tallies, totals, published } = processes(2);
    const [first, second] = tallies as [FollowerTally, FollowerTally];
    first.setLocal('deck', 3);
    expect(totals[0]).toEqual({ deck: 3 });
    expect(totals[1]).toEqual({ deck: 3 });
    second.setLocal('deck', 2);
    // The first process heard of the second for the first time and answered: both know both.
    expect(totals).toEqual([{ deck: 5 }, { deck: 5 }]);
    const reports = published.length;
    for (let n = 4; n <= 50; n++) first.setLocal('deck', n);
    expect(published.length).toBe(reports);
    expect(totals[1]).toEqual({ deck: 5 });
    vi.advanceTimersByTime(FOLLOWERS_REPORT_MIN_MS);
    expect(published.length).toBe(reports + 1);
    expect(totals).toEqual([{ deck: 52 }, { deck: 52 }]);
    for (const tally of tallies) tally.stop();
  });

  it('forgets a process that stopped reporting, and one that left the deck at once', () => {
    const { tallies, totals } = processes(3);
    const [first, second, third] = tallies as [FollowerTally, FollowerTally, FollowerTally];
    first.setLocal('deck', 1);
    second.setLocal('deck', 10);
    third.setLocal('deck', 100);
    expect(totals[0]).toEqual({ deck: 111 });
    third.drop('deck');
    expect(totals[0]).toEqual({ deck: 11 });
    // The second process dies: it reports no more.
    second.stop();
    tallies.splice(tallies.indexOf(second), 1);
    for (
      let elapsed = 0;
      elapsed <= FOLLOWERS_EXPIRE_MS + FOLLOWERS_REPORT_EVERY_MS;
      elapsed += FOLLOWERS_REPORT_EVERY_MS
    )
      vi.advanceTimersByTime(FOLLOWERS_REPORT_EVERY_MS);
    expect(totals[0]).toEqual({ deck: 1 });
    first.stop();
  });

  it('ignores what is not a report of another process', () => {
    const { tallies, totals } = processes(1);
    const [only] = tallies as [FollowerTally];
    only.setLocal('deck', 2);
    for (const text of ['not json', '{"type":"live:followers"}', '{"type":"live:followers","process":1,"count":"9"}'])
      only.heard('deck', text);
    expect(totals[0]).toEqual({ deck: 2 });
    only.stop();
  });
});
