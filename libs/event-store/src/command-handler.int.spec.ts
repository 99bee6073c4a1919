import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@lectern/db';
import {
  claimDecider,
  claimStreamId,
  ConflictError,
  deckContentDecider,
  deckViewsDecider,
  type SaveDeckContent,
} from '@lectern/domain';
import { availableDatabaseKinds, createTestDatabase, type TestDatabase } from '@lectern/testing';
import {
  createPostgresEventStore,
  eventStoreMigrations,
  handle,
  handleAll,
  newEventId,
  readState,
  StreamVersionConflictError,
  type EventStore,
} from './index.js';

const metadata = { actorId: 'user-1', correlationId: 'test' };
const claimOf = (owner: string) => ({ type: 'Claim' as const, data: { owner } });
const save = (basedOn: number): SaveDeckContent => ({
  type: 'SaveDeckContent',
  data: {
    markup: `<section>v${basedOn + 1}</section>`,
    basedOn,
    savedAt: new Date(0).toISOString(),
    restoredFrom: null,
  },
});

describe.each(availableDatabaseKinds())('the command handler on %s', (kind) => {
  let testDb: TestDatabase;
  let store: EventStore;
  const name = () => `name-${newEventId()}`;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind, { poolSize: 4 });
    await migrate(testDb.db, 'event-store', eventStoreMigrations);
    store = createPostgresEventStore(testDb.db);
  });
  afterAll(() => testDb.drop());

  it('decides on the stream state, appends, and answers the new version, position and state', async () => {
    const streamId = claimStreamId('username', name());
    const first = await handle(store, { streamId, decider: claimDecider, command: claimOf('ada') }, metadata);
    expect(first).toMatchObject({ version: 1, state: { owner: 'ada' } });
    expect(first.position).toBeGreaterThan(0);
    const [stored] = await store.readStream(streamId);
    expect(stored).toMatchObject({ type: 'NameClaimed', data: { owner: 'ada' }, metadata: { actorId: 'user-1' } });
    // Nothing decided, nothing appended.
    const again = await handle(store, { streamId, decider: claimDecider, command: claimOf('ada') }, metadata);
    expect(again).toMatchObject({ events: [], version: 1, position: 0 });
    await expect(
      handle(store, { streamId, decider: claimDecider, command: claimOf('bo') }, metadata),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it('appends every decision of a plan or none', async () => {
    const [a, b] = [claimStreamId('username', name()), claimStreamId('username', name())];
    await handle(store, { streamId: b, decider: claimDecider, command: claimOf('bo') }, metadata);
    await expect(
      handleAll(
        store,
        () => [
          { streamId: a, decider: claimDecider, command: claimOf('ada') },
          { streamId: b, decider: claimDecider, command: claimOf('ada') },
        ],
        metadata,
      ),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(await store.streamVersion(a)).toBe(0);
  });

  it('decides again on a stream that moved meanwhile, with the state a plan read', async () => {
    const streamId = claimStreamId('username', name());
    let plans = 0;
    const [handled] = await handleAll(
      store,
      async (load) => {
        plans += 1;
        const { owner } = await load(streamId, claimDecider);
        // Someone else's write lands between this plan's read and its append, once.
        if (plans === 1) await handle(store, { streamId, decider: claimDecider, command: claimOf('bo') }, metadata);
        return [{ streamId, decider: claimDecider, command: claimOf(owner ?? 'ada') }];
      },
      metadata,
    );
    expect(plans).toBe(2);
    expect(handled).toMatchObject({ events: [], state: { owner: 'bo' } });
  });

  it('answers a conflict, never retried, when the caller named the version it decided on', async () => {
    const streamId = `deck-content-${newEventId()}`;
    const first = await handle(
      store,
      { streamId, decider: deckContentDecider, command: save(0), expectedVersion: 0 },
      metadata,
    );
    expect(first.version).toBe(1);
    await expect(
      handle(store, { streamId, decider: deckContentDecider, command: save(0), expectedVersion: 0 }, metadata),
    ).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect(await store.streamVersion(streamId)).toBe(1);
    // Without a named version, the state is the stream's version, read without its events.
    const next = await handle(
      store,
      { streamId, decider: deckContentDecider, command: (state) => save(state.version) },
      metadata,
    );
    expect(next.version).toBe(2);
    expect(await readState(store, streamId, deckContentDecider)).toEqual({ state: { version: 2 }, version: 2 });
  });

  it('holds a guarded stream still: a plan whose guard moved appends nothing', async () => {
    const guarded = claimStreamId('username', name());
    const target = claimStreamId('username', name());
    await handle(store, { streamId: guarded, decider: claimDecider, command: claimOf('ada') }, metadata);
    const plan = (version: number) => () => [
      { streamId: target, decider: claimDecider, command: claimOf('ada') },
      { streamId: guarded, guard: true as const, expectedVersion: version },
    ];
    await expect(handleAll(store, plan(0), metadata)).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect(await store.streamVersion(target)).toBe(0);
    const handled = await handleAll(store, plan(1), metadata);
    expect(handled.map((h) => h.version)).toEqual([1, 1]);
  });

  it('appends an append-only decision without reading its stream, as often as it is made', async () => {
    const streamId = `deck-views-${newEventId()}`;
    const view = { type: 'CountView' as const, data: { at: new Date(0).toISOString() } };
    await Promise.all(
      Array.from({ length: 5 }, () => handle(store, { streamId, decider: deckViewsDecider, command: view }, metadata)),
    );
    expect(await store.streamVersion(streamId)).toBe(5);
  });
});
