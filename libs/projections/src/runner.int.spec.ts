import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Queryable } from '@lectern/db';
import {
  createPostgresEventStore,
  eventStoreMigrations,
  listenForCheckpoints,
  newEventId,
  type EventStore,
  type StoredEvent,
} from '@lectern/event-store';
import { availableDatabaseKinds, createTestDatabase, type TestDatabase } from '@lectern/testing';
import {
  createCheckpointWaiter,
  createProjectionRunner,
  checkpointName,
  listParkedEvents,
  parkedEventCounts,
  type Projection,
} from './index.js';

/** A small read model: one row per note with its text and how many times it was edited. */
const notesProjection: Projection = {
  name: 'test-notes',
  streamPrefixes: ['note-'],
  migrations: [
    {
      id: '001',
      sql: 'CREATE TABLE IF NOT EXISTS test_notes (id text PRIMARY KEY, text text NOT NULL, edits int NOT NULL, last_position bigint NOT NULL);',
    },
  ],
  reset: async (tx) => {
    await tx.query('DELETE FROM test_notes');
  },
  apply: async (tx: Queryable, event: StoredEvent) => {
    const data = event.data as { text: string };
    if (event.type === 'NoteWritten') {
      await tx.query(
        `INSERT INTO test_notes (id, text, edits, last_position) VALUES ($1, $2, 0, $3)
         ON CONFLICT (id) DO UPDATE SET text = $2, edits = test_notes.edits + 1, last_position = $3`,
        [event.streamId, data.text, event.position],
      );
    }
  },
};

const written = (text: string) => ({
  id: newEventId(),
  type: 'NoteWritten',
  data: { text },
  metadata: { actorId: null, correlationId: newEventId(), causationId: null },
});

describe.each(availableDatabaseKinds())('projection runner on %s', (kind) => {
  let testDb: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await migrate(testDb.db, 'event-store', eventStoreMigrations);
    store = createPostgresEventStore(testDb.db);
  });
  afterAll(() => testDb.drop());

  const rows = async () => (await testDb.db.query('SELECT * FROM test_notes ORDER BY id')).rows;

  it('keeps the read model current, lets a writer wait for its own write, and rebuilds identical rows', async () => {
    const runner = createProjectionRunner({ db: testDb.db, store, projections: [notesProjection], pollIntervalMs: 20 });
    await runner.start();
    await store.append('other-1', [written('not a note')], { expectedVersion: 'any' });
    for (let i = 0; i < 30; i++)
      await store.append(`note-${i % 7}`, [written(`text ${i}`)], { expectedVersion: 'any' });
    const last = await store.append('note-0', [written('final')], { expectedVersion: 'any' });
    runner.wake();
    expect(await runner.waitFor(last.position)).toBe(true);
    const live = await rows();
    expect(live).toHaveLength(7);
    expect(live.find((row) => row.id === 'note-0')).toMatchObject({ text: 'final', edits: 5 });

    // A later append to another context only moves the checkpoint; waitFor still returns.
    const unrelated = await store.append('other-1', [written('x')], { expectedVersion: 'any' });
    expect(await runner.waitFor(unrelated.position)).toBe(true);

    await runner.rebuild(notesProjection.name);
    expect(await rows()).toEqual(live);
    await runner.stop();
  });

  it('does not apply an event twice across a restart, and a checkpoint waiter sees its progress', async () => {
    const first = createProjectionRunner({ db: testDb.db, store, projections: [notesProjection], pollIntervalMs: 20 });
    await first.start();
    const before = await rows();
    await first.stop();
    const appended = await store.append('note-restart', [written('a'), written('b')], { expectedVersion: 'any' });
    const second = createProjectionRunner({ db: testDb.db, store, projections: [notesProjection], pollIntervalMs: 20 });
    await second.start();
    const waiter = createCheckpointWaiter(testDb.db, [checkpointName(notesProjection)]);
    expect(await waiter.waitFor(appended.position)).toBe(true);
    const after = await rows();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((row) => row.id === 'note-restart')).toMatchObject({ text: 'b', edits: 1 });
    expect(after.filter((row) => row.id !== 'note-restart')).toEqual(before);
    await second.stop();
  });

  it("ends a checkpoint waiter's wait when a runner of the same process commits, without polling", async () => {
    // Polls only once a minute: only the runner's report can end the wait in time.
    const waiter = createCheckpointWaiter(testDb.db, [checkpointName(notesProjection)], { pollIntervalMs: 60_000 });
    const runner = createProjectionRunner({
      db: testDb.db,
      store,
      projections: [notesProjection],
      pollIntervalMs: 20,
      onCheckpoints: waiter.reached,
    });
    await runner.start();
    const appended = await store.append('note-reported', [written('told')], { expectedVersion: 'any' });
    runner.wake();
    expect(await waiter.waitFor(appended.position, undefined, 10_000)).toBe(true);
    expect((await rows()).find((row) => row.id === 'note-reported')).toMatchObject({ text: 'told' });
    // A checkpoint heard of as moved back (a rebuild) makes later waits wait again.
    waiter.reached([checkpointName(notesProjection)], 0);
    expect(await waiter.waitFor(appended.position, undefined, 50)).toBe(false);
    await runner.stop();
  });

  it.runIf(kind === 'postgres')(
    "ends a checkpoint waiter's wait when a runner of another process commits, heard through NOTIFY",
    async () => {
      // Polls only once a minute and is told nothing in-process: only the notice can end the wait.
      const waiter = createCheckpointWaiter(testDb.db, [checkpointName(notesProjection)], { pollIntervalMs: 60_000 });
      const stopListening = await listenForCheckpoints(testDb.db, waiter.reached);
      const runner = createProjectionRunner({
        db: testDb.db,
        store,
        projections: [notesProjection],
        pollIntervalMs: 20,
      });
      await runner.start();
      const appended = await store.append('note-notified', [written('heard')], { expectedVersion: 'any' });
      expect(await waiter.waitFor(appended.position, undefined, 10_000)).toBe(true);
      expect((await rows()).find((row) => row.id === 'note-notified')).toMatchObject({ text: 'heard' });
      await runner.stop();
      await stopListening!();
    },
  );

  it('answers false when the wait times out', async () => {
    const runner = createProjectionRunner({ db: testDb.db, store, projections: [notesProjection], pollIntervalMs: 20 });
    await runner.start();
    const head = await store.headPosition();
    expect(await runner.waitFor(head + 10_000_000, 100)).toBe(false);
    await runner.stop();
  });

  it('parks an event its handler cannot apply, goes on with the next ones, and retries it on request', async () => {
    let handlerFixed = false;
    const fragile: Projection = {
      ...notesProjection,
      name: 'test-notes-fragile',
      apply: async (tx, event) => {
        // Stands for any handler bug, e.g. a parser overflowing its stack on one input.
        if ((event.data as { text: string }).text === 'poison' && !handlerFixed) throw new RangeError('too deep');
        await notesProjection.apply(tx, event);
      },
    };
    const runner = createProjectionRunner({ db: testDb.db, store, projections: [fragile], pollIntervalMs: 20 });
    await runner.start();
    const poison = await store.append('note-poisoned', [written('poison')], { expectedVersion: 'any' });
    const after = await store.append('note-after-poison', [written('still applied')], { expectedVersion: 'any' });
    runner.wake();
    expect(await runner.waitFor(after.position)).toBe(true);
    expect((await rows()).find((row) => row.id === 'note-after-poison')).toMatchObject({ text: 'still applied' });
    const [parked] = (await listParkedEvents(testDb.db)).filter((event) => event.projection === fragile.name);
    expect(parked).toMatchObject({
      position: poison.position,
      streamId: 'note-poisoned',
      error: 'RangeError: too deep',
    });
    expect(await parkedEventCounts(testDb.db)).toMatchObject({ [fragile.name]: 1 });

    expect(await runner.retryParked(fragile.name, parked!.eventId)).toBe(false);
    expect((await listParkedEvents(testDb.db)).find((event) => event.projection === fragile.name)?.attempts).toBe(2);
    handlerFixed = true;
    expect(await runner.retryParked(fragile.name, parked!.eventId)).toBe(true);
    expect(await parkedEventCounts(testDb.db)).not.toHaveProperty(fragile.name);
    expect((await rows()).find((row) => row.id === 'note-poisoned')).toMatchObject({ text: 'poison' });
    await runner.stop();
  });

  it('reads each batch once for all its projections; one that fails or rebuilds holds up none of the others', async () => {
    const tasks: Projection = {
      name: 'test-tasks',
      streamPrefixes: ['task-'],
      migrations: [
        { id: '001', sql: 'CREATE TABLE IF NOT EXISTS test_tasks (id text PRIMARY KEY, text text NOT NULL);' },
      ],
      reset: async (tx) => void (await tx.query('DELETE FROM test_tasks')),
      apply: async (tx, event) => {
        const { text } = event.data as { text: string };
        if (text === 'poison task') throw new RangeError('bad task');
        await tx.query('INSERT INTO test_tasks (id, text) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET text = $2', [
          event.streamId,
          text,
        ]);
      },
    };
    let reads = 0;
    const countingStore: EventStore = {
      ...store,
      readBatch: (options) => {
        reads += 1;
        return store.readBatch(options);
      },
    };
    const runner = createProjectionRunner({
      db: testDb.db,
      store: countingStore,
      projections: [notesProjection, tasks],
      pollIntervalMs: 60_000,
    });
    await runner.start();
    reads = 0;
    await store.append('task-1', [written('poison task')], { expectedVersion: 'any' });
    await store.append('note-shared', [written('shared note')], { expectedVersion: 'any' });
    const last = await store.append('task-2', [written('second task')], { expectedVersion: 'any' });
    // On a shared server, other databases' open transactions can hold the read horizon back for a
    // moment; once the three are visible, one read must bring them to both projections.
    await expect.poll(() => store.headPosition()).toBeGreaterThanOrEqual(last.position);
    runner.wake();
    expect(await runner.waitFor(last.position)).toBe(true);
    expect(reads).toBe(1);
    expect((await rows()).find((row) => row.id === 'note-shared')).toMatchObject({ text: 'shared note' });
    expect((await testDb.db.query('SELECT id, text FROM test_tasks')).rows).toEqual([
      { id: 'task-2', text: 'second task' },
    ]);
    expect((await listParkedEvents(testDb.db)).filter((event) => event.projection === 'test-tasks')).toHaveLength(1);

    const notesBefore = await rows();
    await runner.rebuild('test-tasks');
    expect(runner.positions()['test-tasks']).toBeGreaterThanOrEqual(last.position);
    const next = await store.append('note-shared', [written('after the rebuild')], { expectedVersion: 'any' });
    await expect.poll(() => store.headPosition()).toBeGreaterThanOrEqual(next.position);
    runner.wake();
    expect(await runner.waitFor(next.position)).toBe(true);
    expect((await rows()).filter((row) => row.id !== 'note-shared')).toEqual(
      notesBefore.filter((row) => row.id !== 'note-shared'),
    );
    expect((await rows()).find((row) => row.id === 'note-shared')).toMatchObject({
      text: 'after the rebuild',
      edits: 1,
    });
    await runner.stop();
  });
});
