import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@lectern/db';
import { defaultUserSettings, userStreamId, type UserEvent } from '@lectern/domain';
import { createPostgresEventStore, eventStoreMigrations, newEventId, type EventStore } from '@lectern/event-store';
import { createProjectionRunner, type ProjectionRunner } from '@lectern/projections';
import { availableDatabaseKinds, createTestDatabase, type TestDatabase } from '@lectern/testing';
import { findUserById, findUserByLogin, findUserByUsername, usersProjection } from './users.js';

describe.each(availableDatabaseKinds())('users read model on %s', (kind) => {
  let testDb: TestDatabase;
  let store: EventStore;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await migrate(testDb.db, 'event-store', eventStoreMigrations);
    store = createPostgresEventStore(testDb.db);
    runner = createProjectionRunner({ db: testDb.db, store, projections: [usersProjection], pollIntervalMs: 5 });
    await runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await testDb.drop();
  });

  async function append(userId: string, events: UserEvent[]) {
    const version = await store.streamVersion(userStreamId(userId));
    const result = await store.append(
      userStreamId(userId),
      events.map((event) => ({
        id: newEventId(),
        ...event,
        metadata: { actorId: userId, correlationId: newEventId(), causationId: null },
      })),
      { expectedVersion: version === 0 ? 'no_stream' : version },
    );
    runner.wake();
    await runner.waitFor(result.position);
  }

  it('projects sign-up, e-mail, photo and settings, and never a password', async () => {
    await append('u1', [
      {
        type: 'UserSignedUp',
        data: {
          userId: 'u1',
          username: 'ada',
          email: 'Ada@Example.com',
          passwordHash: 'scrypt$secret',
          signedUpAt: '2026-01-01T00:00:00.000Z',
        },
      },
      { type: 'UserSettingsUpdated', data: { settings: { speaker_theme: 'light' } } },
      { type: 'UserProfilePhotoSet', data: { url: '/files/ada.png' } },
    ]);
    await append('u1', [
      { type: 'UserEmailChanged', data: { email: 'ada@lovelace.dev', previousEmail: 'Ada@Example.com' } },
      { type: 'UserPasswordChanged', data: { passwordHash: 'scrypt$other' } },
    ]);
    const row = await findUserById(testDb.db, 'u1');
    expect(row).toMatchObject({
      username: 'ada',
      email: 'ada@lovelace.dev',
      profile_photo: '/files/ada.png',
      account_type: 'default',
      storage_used: 0,
    });
    expect(row!.settings).toEqual({ ...defaultUserSettings, speaker_theme: 'light' });
    expect(JSON.stringify(await testDb.db.query('SELECT * FROM accounts.users'))).not.toContain('scrypt');
    expect((await findUserByLogin(testDb.db, 'ADA@lovelace.dev'))?.id).toBe('u1');
    expect((await findUserByLogin(testDb.db, 'Ada'))?.id).toBe('u1');
    expect((await findUserByUsername(testDb.db, 'ADA'))?.id).toBe('u1');
  });

  it('rebuilds exactly the rows the live projection made', async () => {
    await append('u2', [
      {
        type: 'UserSignedUp',
        data: {
          userId: 'u2',
          username: 'grace',
          email: 'grace@example.com',
          passwordHash: 'h',
          signedUpAt: '2026-01-02T00:00:00.000Z',
        },
      },
      { type: 'UserProfilePhotoSet', data: { url: '/files/g.png' } },
      { type: 'UserProfilePhotoRemoved', data: {} },
    ]);
    const live = (await testDb.db.query('SELECT * FROM accounts.users ORDER BY id')).rows;
    await runner.rebuild(usersProjection.name);
    expect((await testDb.db.query('SELECT * FROM accounts.users ORDER BY id')).rows).toEqual(live);
  });
});
