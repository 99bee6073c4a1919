import { migrate } from '@lectern/db';
import {
  deckContentStreamId,
  deckDecider,
  deckStreamId,
  DEFAULT_DECK_SETTINGS,
  evolveDeck,
  initialDeckState,
} from '@lectern/domain';
import {
  createPostgresEventStore,
  eventStoreMigrations,
  handle,
  newEventId,
  type EventStore,
} from '@lectern/event-store';
import { listProfileDecks, searchDecks } from '@lectern/read-models';
import { createTestDatabase } from '@lectern/testing';
import { seedDecks } from './seed-decks.js';
import { percentile, reportLoad, reportMarked } from './stats.js';

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

/** Loads what a deck command decides on: the deck stream and the content version. */
async function decisionLoad(store: EventStore, deckId: string) {
  const history = await store.readStream(deckStreamId(deckId));
  history.reduce((state, event) => evolveDeck(state, event as never), initialDeckState);
  await store.streamVersion(deckContentStreamId(deckId));
}

async function deckWithSaves(store: EventStore, saves: number): Promise<string> {
  const deckId = newEventId();
  const meta = { actorId: 'u0', correlationId: newEventId() };
  await handle(
    store,
    {
      streamId: deckStreamId(deckId),
      decider: deckDecider,
      command: {
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
  const startLoad = reportLoad('start');
  const testDb = await createTestDatabase('postgres', { poolSize: 4 });
  try {
    const { db } = testDb;
    await seedDecks(db, { profileDecks: PROFILE_DECKS, publicDecks: PUBLIC_DECKS, words: WORDS });
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

    reportMarked(
      {
        profile_first_page_p50_ms: percentile(profile, 50),
        profile_first_page_p99_ms: percentile(profile, 99),
        search_p50_ms: percentile(search, 50),
        search_p99_ms: percentile(search, 99),
        decision_load_5_p50_ms: percentile(loadSmall, 50),
        decision_load_5000_p50_ms: percentile(loadLarge, 50),
        decision_load_ratio_5000_vs_5: percentile(loadLarge, 50) / percentile(loadSmall, 50),
      },
      startLoad,
    );
    reportLoad('end');
  } finally {
    await testDb.drop();
  }
}
