/** The start of the text of a tally report on a deck's channel: read by realtime processes, never sent to sockets. */
export const FOLLOWERS_REPORT = '{"type":"live:followers"';

/** A process reports its count at most this often, and at least this often while it has followers. */
export const FOLLOWERS_REPORT_MIN_MS = 1000;
export const FOLLOWERS_REPORT_EVERY_MS = 10_000;
/** A process not heard from for this long no longer counts (it stopped). */
export const FOLLOWERS_EXPIRE_MS = 30_000;

interface Tally {
  /** Each process's viewers, and when it last said so; this process's own entry included. */
  byProcess: Map<string, { count: number; at: number }>;
  total: number;
  lastReport: number;
  reportTimer?: ReturnType<typeof setTimeout>;
}

export interface FollowerTallyOptions {
  /** This process, as its reports name it. */
  processId: string;
  /** Sends a report on the deck's channel (to every process, this one included). */
  publish(deckId: string, text: string): void;
  /** The total over every process changed. */
  onTotal(deckId: string, total: number): void;
  now?: () => number;
}

/**
 * How many viewers follow each deck over every realtime process, without a shared store: each
 * process reports its own count on the deck's pub/sub channel when it changes (at most once a
 * second) and every 10 s, and adds up the last report of each process heard within 30 s. A process
 * that hears of one it did not know reports at once, so a new one learns the others' counts soon.
 */
export function createFollowerTally(options: FollowerTallyOptions) {
  const now = options.now ?? Date.now;
  const tallies = new Map<string, Tally>();
  const localCounts = new Map<string, number>();

  const tallyOf = (deckId: string) => {
    let tally = tallies.get(deckId);
    if (!tally) {
      tally = { byProcess: new Map(), total: 0, lastReport: -Infinity };
      tallies.set(deckId, tally);
    }
    return tally;
  };

  function recount(deckId: string, tally: Tally) {
    const fresh = now() - FOLLOWERS_EXPIRE_MS;
    let total = 0;
    for (const [process, entry] of tally.byProcess) {
      if (entry.at < fresh && process !== options.processId) tally.byProcess.delete(process);
      else total += entry.count;
    }
    if (total === tally.total) return;
    tally.total = total;
    options.onTotal(deckId, total);
  }

  function report(deckId: string) {
    const tally = tallyOf(deckId);
    clearTimeout(tally.reportTimer);
    tally.reportTimer = undefined;
    tally.lastReport = now();
    const count = localCounts.get(deckId) ?? 0;
    options.publish(deckId, JSON.stringify({ type: 'live:followers', process: options.processId, count }));
  }

  function scheduleReport(deckId: string) {
    const tally = tallyOf(deckId);
    if (tally.reportTimer !== undefined) return;
    const wait = tally.lastReport + FOLLOWERS_REPORT_MIN_MS - now();
    if (wait <= 0) report(deckId);
    else tally.reportTimer = setTimeout(() => report(deckId), wait);
  }

  const heartbeat = setInterval(() => {
    for (const [deckId, tally] of tallies) {
      if (localCounts.has(deckId)) report(deckId);
      recount(deckId, tally);
    }
  }, FOLLOWERS_REPORT_EVERY_MS);
  heartbeat.unref();

  return {
    /** This process now has `count` viewers of the deck. */
    setLocal(deckId: string, count: number) {
      if (localCounts.get(deckId) === count) return;
      localCounts.set(deckId, count);
      const tally = tallyOf(deckId);
      tally.byProcess.set(options.processId, { count, at: now() });
      recount(deckId, tally);
      scheduleReport(deckId);
    },

    /** A report heard on the deck's channel. */
    heard(deckId: string, text: string) {
      let parsed: { process?: unknown; count?: unknown };
      try {
        parsed = JSON.parse(text) as typeof parsed;
      } catch {
        return;
      }
      const { process, count } = parsed;
      if (typeof process !== 'string' || typeof count !== 'number' || process === options.processId) return;
      const tally = tallyOf(deckId);
      if (!tally.byProcess.has(process) && localCounts.has(deckId)) scheduleReport(deckId);
      tally.byProcess.set(process, { count, at: now() });
      recount(deckId, tally);
    },

    total: (deckId: string) => tallies.get(deckId)?.total ?? 0,

    /** This process no longer follows the deck: it says so once, and forgets the deck. */
    drop(deckId: string) {
      if (localCounts.get(deckId) !== 0) {
        localCounts.set(deckId, 0);
        report(deckId);
      }
      localCounts.delete(deckId);
      clearTimeout(tallies.get(deckId)?.reportTimer);
      tallies.delete(deckId);
    },

    stop: () => clearInterval(heartbeat),
  };
}

export type FollowerTally = ReturnType<typeof createFollowerTally>;
