import type { Database, Queryable } from '@lectern/db';
import type { Logger } from './logger.js';

/** What a held lease runs: started when the lease is gained, stopped when it is lost or let go. */
export interface LeasedWork {
  gained(): Promise<void>;
  lost(): Promise<void>;
}

export interface LeaseKeeper {
  /** Who holds the leases this keeper takes (unique per process). */
  readonly holder: string;
  /**
   * Competes for the lease `name` from now on (tries at once); `work` runs while it is held.
   * Answers the function that stops competing: the work stops if it runs, and the lease goes at
   * once to another replica.
   */
  hold(name: string, work: LeasedWork): Promise<() => Promise<void>>;
  /** Whether this process holds the lease now, as far as it knows (see `fence` for certainty). */
  holds(name: string): boolean;
  /**
   * Inside a transaction: throws LeaseLostError unless this process holds every one of the
   * leases right now, and keeps them from changing hands until the transaction ends (a row lock
   * for share, which a taker's update waits for). Writes fenced so commit only while held.
   */
  fence(tx: Queryable, names: readonly string[]): Promise<void>;
  /** Releases every lease and stops renewing. */
  stop(): Promise<void>;
}

export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
  constructor(names: readonly string[]) {
    super(`This process no longer holds the lease ${names.join(', ')}`);
  }
}

/**
 * Keeps this process's leases (`public.lectern_leases`): one statement every `ttlMs / 3` renews
 * those it holds and takes those that are free or expired, whatever their number. A lease whose
 * renewal was not confirmed for `ttlMs` counts as lost here before another replica can take it.
 */
export function createLeaseKeeper(options: {
  db: Database;
  holder: string;
  ttlMs: number;
  logger: Logger;
}): LeaseKeeper {
  const { db, holder, ttlMs, logger } = options;
  const wanted = new Map<string, LeasedWork>();
  /** Held leases and when each was last confirmed (local clock). */
  const held = new Map<string, number>();
  /** Held leases a fence found gone: their work stops at the next round, before any claim. */
  const doubted = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  async function claim(names: readonly string[]): Promise<Set<string> | null> {
    try {
      const result = await db.query<{ name: string }>(
        `INSERT INTO public.lectern_leases AS l (name, holder, expires_at)
         SELECT name, $2, now() + make_interval(secs => $3::double precision / 1000) FROM unnest($1::text[]) AS name
         ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
           WHERE l.expires_at < now() OR l.holder = EXCLUDED.holder
         RETURNING name`,
        [names, holder, ttlMs],
      );
      return new Set(result.rows.map((row) => row.name));
    } catch (error) {
      logger.warn({ err: error }, 'could not renew leases');
      return null;
    }
  }

  async function settle(name: string, nowHeld: boolean) {
    const work = wanted.get(name);
    if (!work || nowHeld === held.has(name)) return;
    if (nowHeld) {
      held.set(name, Date.now());
      logger.info({ lease: name }, 'lease gained');
      try {
        await work.gained();
      } catch (error) {
        // Tried again at the next round; meanwhile nothing runs under it.
        held.delete(name);
        throw error;
      }
    } else {
      held.delete(name);
      logger.info({ lease: name }, 'lease lost');
      await work.lost();
    }
  }

  async function renew() {
    for (const name of doubted) {
      doubted.delete(name);
      await settle(name, false);
    }
    if (wanted.size === 0) return;
    const asked = Date.now();
    const claimed = await claim([...wanted.keys()]);
    for (const name of wanted.keys()) {
      if (claimed?.has(name)) {
        if (held.has(name)) held.set(name, asked);
        await settle(name, true);
      } else if (claimed || asked - (held.get(name) ?? asked) >= ttlMs) {
        await settle(name, false);
      }
    }
  }

  /** Work on the leases runs one round after another: a slow round never overlaps the next. */
  function inTurn(work: () => Promise<void>): Promise<void> {
    round = round.then(work).catch((error: unknown) => logger.error({ err: error }, 'lease work failed'));
    return round;
  }
  const renewInTurn = () => inTurn(renew);

  /** Stops the work of these leases, then deletes the ones held so that another replica need not wait out their time. */
  const letGo = (names: readonly string[]) =>
    inTurn(async () => {
      const wereHeld = names.filter((name) => held.has(name));
      for (const name of names) {
        await settle(name, false);
        wanted.delete(name);
        doubted.delete(name);
      }
      if (wereHeld.length === 0) return;
      await db
        .query('DELETE FROM public.lectern_leases WHERE name = ANY($1::text[]) AND holder = $2', [wereHeld, holder])
        .catch((error: unknown) => logger.warn({ err: error }, 'could not let the leases go'));
    });

  return {
    holder,
    async hold(name, work) {
      if (wanted.has(name)) throw new Error(`This process competes for the lease ${name} already`);
      wanted.set(name, work);
      timer ??= setInterval(() => void renewInTurn(), Math.max(1, Math.floor(ttlMs / 3))).unref();
      await renewInTurn();
      return () => letGo([name]);
    },
    holds: (name) => held.has(name) && !doubted.has(name),
    async fence(tx, names) {
      if (names.length === 0) return;
      const { rows } = await tx.query<{ name: string }>(
        `SELECT name FROM public.lectern_leases
         WHERE name = ANY($1::text[]) AND holder = $2 AND expires_at > now() FOR SHARE`,
        [names, holder],
      );
      if (rows.length === names.length) return;
      const missing = names.filter((name) => !rows.some((row) => row.name === name));
      for (const name of missing) if (held.has(name)) doubted.add(name);
      void renewInTurn();
      throw new LeaseLostError(missing);
    },
    async stop() {
      clearInterval(timer);
      await letGo([...wanted.keys()]);
    },
  };
}

/**
 * The keeper of a process that is alone on its database by construction (PGlite, whose data
 * directory one process holds): nothing is written, and a lease belongs to the first of the
 * process's parts that asks for it, then to the next one waiting when it is released.
 */
export function createSoleLeaseKeeper(holder: string): LeaseKeeper {
  const queues = new Map<string, LeasedWork[]>();
  async function release(name: string, work: LeasedWork) {
    const queue = queues.get(name) ?? [];
    const index = queue.indexOf(work);
    if (index < 0) return;
    const [released] = queue.splice(index, 1);
    if (queue.length === 0) queues.delete(name);
    if (index > 0) return;
    await released?.lost();
    await queue[0]?.gained();
  }
  return {
    holder,
    async hold(name, work) {
      const queue = queues.get(name) ?? [];
      queues.set(name, [...queue, work]);
      if (queue.length === 0) await work.gained();
      return () => release(name, work);
    },
    holds: (name) => queues.has(name),
    fence: async () => undefined,
    async stop() {
      // Those waiting first, so that no lease passes to a part that is stopping too.
      for (const [name, queue] of [...queues]) for (const work of [...queue].reverse()) await release(name, work);
    },
  };
}
