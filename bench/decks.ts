import { migrate } from '@lectern/db';
import {
  decideDeck,
  deckContentStreamId,
  deckStreamId,
  DEFAULT_DECK_SETTINGS,
  evolveDeck,
  initialDeckState,
} from '@lectern/domain';
import {
  createPostgresEventStore,
  eventStoreMigrations,
  executeCommand,
  newEventId,
  type EventStore,
} from '@lectern/event-store';
import { projections as deckServiceProjections } from '@lectern/deck-service';
import { listProfileDecks, searchDecks } from '@lectern/read-models';
import { createTestDatabase, type TestDatabase } from '@lectern/testing';
import { percentile, report } from './stats.js';

const PROFILE_DECKS = Number(process.env.BENCH_PROFILE_DECKS ?? 10_000);
const PUBLIC_DECKS = Number(process.env.BENCH_PUBLIC_DECKS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const WORDS = [
  'quarterly',
  'review',
  'roadmap',
  'design',
  'sales',
  'onboarding',
  'kickoff',
  'retro',
  'budget',
  'launch',
  'training',
  'research',
];

async function timed(samples: number, run: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** Read-model rows made in bulk with SQL: the queries are what is measured, not the seeding. */
async function seedReadModels(testDb: TestDatabase) {
  const { db } = testDb;
  for (const projection of deckServiceProjections)
    await migrate(db, `projection:${projection.name}`, projection.migrations);
  await db.query(
    `INSERT INTO accounts.users (id, username, email, settings, created_at)
     SELECT 'u' || g, 'user' || g, 'user' || g || '@example.com', '{}'::jsonb, now() FROM generate_series(0, 1000) g`,
  );
  const words = `(ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}])`;
  await db.query(
    `INSERT INTO decks.decks (id, owner_id, title, slug, description, visibility, settings, version, slide_count, created_at, updated_at, search)
     SELECT 'd' || g, CASE WHEN g < $1::int THEN 'u0' ELSE 'u' || (1 + g % 1000) END,
            initcap(${words}[1 + g % 12]) || ' ' || ${words}[1 + (g / 12) % 12] || ' ' || g,
            'deck-' || g, 'About ' || ${words}[1 + (g / 7) % 12], CASE WHEN g % 10 = 0 THEN 'self' ELSE 'all' END,
            '{}'::jsonb, 1, 5, now() - (g || ' minutes')::interval, now(),
            to_tsvector('simple', ${words}[1 + g % 12] || ' ' || ${words}[1 + (g / 12) % 12] || ' ' || g || ' about ' || ${words}[1 + (g / 7) % 12])
     FROM generate_series(0, $1::int + $2::int - 1) g`,
    [PROFILE_DECKS, PUBLIC_DECKS],
  );
  await db.exec('ANALYZE');
}

/** Loads what a deck command decides on: the deck stream and the content version. */
async function decisionLoad(store: EventStore, deckId: string) {
  const history = await store.readStream(deckStreamId(deckId));
  history.reduce((state, event) => evolveDeck(state, event as never), initialDeckState);
  await store.streamVersion(deckContentStreamId(deckId));
}

async function deckWithSaves(store: EventStore, saves: number): Promise<string> {
  const deckId = newEventId();
  const meta = { actorId: 'u0', correlationId: newEventId() };
  await executeCommand(
    store,
    deckStreamId(deckId),
    { decide: decideDeck, evolve: evolveDeck, initialState: initialDeckState },
    {
      type: 'CreateDeck',
      data: {
        deckId,
        ownerId: 'u0',
        title: 'Bench',
        slug: `bench-${deckId}`,
        description: '',
        visibility: 'all',
        settings: DEFAULT_DECK_SETTINGS,
        now: new Date().toISOString(),
        forkedFrom: null,
      },
    },
    meta,
  );
  const data = `<section>${'<div class="sl-block">x</div>'.repeat(200)}</section>`;
  for (let v = 0; v < saves; v += 100) {
    const batch = Array.from({ length: Math.min(100, saves - v) }, () => ({
      id: newEventId(),
      type: 'DeckContentSaved',
      data: { data, savedAt: new Date().toISOString(), restoredFrom: null },
      metadata: { ...meta, causationId: null },
    }));
    await store.append(deckContentStreamId(deckId), batch, { expectedVersion: v === 0 ? 'no_stream' : v });
  }
  return deckId;
}

export async function run(): Promise<void> {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  const testDb = await createTestDatabase('postgres', { poolSize: 4 });
  try {
    await seedReadModels(testDb);
    const { db } = testDb;
    const profile = await timed(SAMPLES, () =>
      listProfileDecks(db, { ownerId: 'u0', viewerId: 'u0', tab: 'personal', page: 1, perPage: 24 }),
    );
    const search = await timed(SAMPLES, (i) =>
      searchDecks(db, {
        query: `${WORDS[i % WORDS.length]} ${WORDS[(i * 5) % WORDS.length]!.slice(0, 3)}`,
        viewerId: null,
        page: 1,
        perPage: 8,
        sort: 'relevance',
      }),
    );

    await migrate(db, 'event-store', eventStoreMigrations);
    const store = createPostgresEventStore(db);
    const small = await deckWithSaves(store, 5);
    const large = await deckWithSaves(store, 5000);
    const loadSmall = await timed(SAMPLES, () => decisionLoad(store, small));
    const loadLarge = await timed(SAMPLES, () => decisionLoad(store, large));

    report({
      profile_first_page_p50_ms: percentile(profile, 50),
      profile_first_page_p99_ms: percentile(profile, 99),
      search_p50_ms: percentile(search, 50),
      search_p99_ms: percentile(search, 99),
      decision_load_5_p50_ms: percentile(loadSmall, 50),
      decision_load_5000_p50_ms: percentile(loadLarge, 50),
      decision_load_ratio_5000_vs_5: percentile(loadLarge, 50) / percentile(loadSmall, 50),
    });
  } finally {
    await testDb.drop();
  }
}
