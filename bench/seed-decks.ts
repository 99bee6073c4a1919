import { migrate, type Database } from '@lectern/db';
import { projections as deckServiceProjections } from '@lectern/deck-service';

/**
 * Read-model rows made in bulk with SQL, the queries being what is measured, not the seeding:
 * 1,001 users (`u0` to `u1000`), `profileDecks` decks of `u0`, then `publicDecks` decks across
 * the others, 10% of them private. Titles and search words are made of `words` (three each)
 * and the deck's number. Creates the deck-service read models' tables first.
 */
export async function seedDecks(
  db: Database,
  options: { profileDecks: number; publicDecks: number; words: readonly string[] },
): Promise<void> {
  for (const projection of deckServiceProjections)
    await migrate(db, `projection:${projection.name}`, projection.migrations);
  await db.query(
    `INSERT INTO accounts.users (id, username, email, settings, created_at)
     SELECT 'u' || g, 'user' || g, 'user' || g || '@example.com', '{}'::jsonb, now() FROM generate_series(0, 1000) g`,
  );
  const count = options.words.length;
  const words = `(ARRAY[${options.words.map((w) => `'${w}'`).join(',')}])`;
  const word = (index: string) => `${words}[1 + (${index}) % ${count}]`;
  await db.query(
    `INSERT INTO decks.decks (id, owner_id, title, slug, description, visibility, settings, version, slide_count, created_at, updated_at, search)
     SELECT 'd' || g, CASE WHEN g < $1::int THEN 'u0' ELSE 'u' || (1 + g % 1000) END,
            initcap(${word('g')}) || ' ' || ${word(`g / ${count}`)} || ' ' || g,
            'deck-' || g, 'About ' || ${word('g / 7')}, CASE WHEN g % 10 = 0 THEN 'self' ELSE 'all' END,
            '{}'::jsonb, 1, 5, now() - (g || ' minutes')::interval, now(),
            to_tsvector('simple', ${word('g')} || ' ' || ${word(`g / ${count}`)} || ' ' || g || ' about ' || ${word('g / 7')})
     FROM generate_series(0, $1::int + $2::int - 1) g`,
    [options.profileDecks, options.publicDecks],
  );
  // As autovacuum leaves a table some time after a bulk load: statistics taken, hint bits and the
  // visibility map set, so the first queries measured do not pay for the load's cleanup.
  await db.exec('VACUUM ANALYZE');
  // And the load's pages written out, so no checkpoint writes them while the queries are timed.
  await db.exec('CHECKPOINT');
}
