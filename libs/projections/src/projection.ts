import type { Migration, Queryable } from '@lectern/db';
import type { StoredEvent } from '@lectern/event-store';

/**
 * A read model kept current from the event log. `apply` must be idempotent in effect: the
 * runner applies each event once per checkpoint, and a rebuild replays them all from zero.
 */
export interface Projection {
  /** Unique name; also the checkpoint name (`projection:<name>`). */
  name: string;
  /** Only events of streams with these prefixes are read (e.g. `deck-`). */
  streamPrefixes?: readonly string[];
  /** Creates the tables this projection owns. */
  migrations: readonly Migration[];
  /** Empties the tables this projection owns (before a rebuild). */
  reset(tx: Queryable): Promise<void>;
  apply(tx: Queryable, event: StoredEvent): Promise<void>;
  /**
   * What the event changes, as keys of the answers read from this read model (`deck:<id>`,
   * `user:<id>`, `team:<id>`, `tag:<id>`): told, once its transaction commits, to whoever keeps
   * such answers (the BFF's read caches), which drop them.
   */
  touches?(event: StoredEvent): readonly string[];
}

export const checkpointName = (projection: Pick<Projection, 'name'>) => `projection:${projection.name}`;
