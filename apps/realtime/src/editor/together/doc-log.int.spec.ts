import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { migrate } from '@lectern/db';
import { deckFromDoc } from '@lectern/deck-doc';
import { oneTextBlockDeck, typeInBlock } from '@lectern/deck-doc/testing';
import { serialize } from '@lectern/deck-format';
import { deckContentDecider, deckContentStreamId, deckDocStreamId } from '@lectern/domain';
import {
  createPostgresEventStore,
  eventStoreMigrations,
  handle,
  newEventId,
  type EventStore,
} from '@lectern/event-store';
import { availableDatabaseKinds, createTestDatabase, type TestDatabase } from '@lectern/testing';
import { createDocLog, type DocLog } from './doc-log.js';

const MARKUP = serialize(oneTextBlockDeck('<p>Hi</p>'));
const textOf = (doc: Y.Doc) => serialize(deckFromDoc(doc)).replace(/<[^>]*>/g, '');

/** A deck's shared document in the log, without any realtime process: what a restarted one reads. */
describe.each(availableDatabaseKinds())('the shared document log on %s', (kind) => {
  let testDb: TestDatabase;
  let store: EventStore;
  let log: DocLog;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind, { poolSize: 4 });
    await migrate(testDb.db, 'event-store', eventStoreMigrations);
    store = createPostgresEventStore(testDb.db);
    log = createDocLog({ store, db: testDb.db });
  });
  afterAll(() => testDb.drop());

  async function savedDeck() {
    const deckId = newEventId();
    await handle(
      store,
      {
        streamId: deckContentStreamId(deckId),
        decider: deckContentDecider,
        command: { type: 'SaveDeckContent', data: { markup: MARKUP, basedOn: 0, savedAt: '', restoredFrom: null } },
      },
      { actorId: 'owner', correlationId: 'test' },
    );
    return deckId;
  }

  it('seeds one document from the markup, shared by every process that loads it', async () => {
    const deckId = await savedDeck();
    const [first, second] = [new Y.Doc(), new Y.Doc()];
    await Promise.all([log.load(deckId, first), log.load(deckId, second)]);
    expect(textOf(first)).toBe('Hi');
    // Both hold the same items: one seed was written, the other process read it.
    expect(Y.encodeStateVector(second)).toEqual(Y.encodeStateVector(first));
    const events = await store.readStream(deckDocStreamId(deckId));
    expect(events.map((event) => event.type)).toEqual(['DeckDocCompacted']);
  });

  it('rebuilds a document from its last compaction and the edits after it, with their authors', async () => {
    const deckId = await savedDeck();
    const editing = new Y.Doc();
    await log.load(deckId, editing);
    const updates: Uint8Array[] = [];
    editing.on('update', (update: Uint8Array) => updates.push(update));
    typeInBlock(editing, 's1', 't1', { at: 0, insert: 'One ' });
    await log.appendEdits(deckId, updates.splice(0), 'ada');
    typeInBlock(editing, 's1', 't1', { at: 4, insert: 'two ' });
    typeInBlock(editing, 's1', 't1', { at: 8, insert: 'three ' });
    await log.appendEdits(deckId, updates.splice(0), 'bob');
    const restarted = new Y.Doc();
    await log.load(deckId, restarted);
    expect(textOf(restarted)).toBe('One two three Hi');
    const events = await store.readStream(deckDocStreamId(deckId));
    expect(events.map((event) => [event.type, event.metadata.actorId])).toEqual([
      ['DeckDocCompacted', null],
      ['DeckContentEdited', 'ada'],
      ['DeckContentEdited', 'bob'],
    ]);
  });
});
