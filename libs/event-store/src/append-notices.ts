import type { Database } from '@lectern/db';
import { POSITION_SHIFT } from './positions.js';

/**
 * The NOTIFY channel on which every committed append is announced, with the position of its
 * transaction's first event (a trigger on the log, so no writer can forget it).
 */
export const APPENDS_CHANNEL = 'lectern_appends';

// One notice per appending transaction: Postgres folds a transaction's equal notices into one.
export const appendNoticeMigration = {
  id: '002_append_notices',
  sql: `
CREATE OR REPLACE FUNCTION event_store.announce_append() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('${APPENDS_CHANNEL}', ((pg_current_xact_id()::text::bigint << ${POSITION_SHIFT}) + 1)::text); RETURN NULL; END $$;
DROP TRIGGER IF EXISTS events_appended ON event_store.events;
CREATE TRIGGER events_appended AFTER INSERT ON event_store.events FOR EACH STATEMENT EXECUTE FUNCTION event_store.announce_append();
`,
};

/**
 * Hears the appends every process commits, on databases that can listen (Postgres): `onAppend`
 * gets the position of the first event of each, and is called with 0 after a lost listening
 * connection came back (appends made meanwhile went unheard). Null where it cannot listen.
 */
export async function listenForAppends(
  db: Database,
  onAppend: (position: number) => void,
): Promise<(() => Promise<void>) | null> {
  if (!db.listen) return null;
  return db.listen(APPENDS_CHANNEL, (payload) => onAppend(Number(payload)), {
    onReconnected: () => onAppend(0),
  });
}
