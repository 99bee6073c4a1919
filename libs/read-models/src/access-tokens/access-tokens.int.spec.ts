import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@lectern/db';
import { accessTokenStreamId, type AccessTokenEvent } from '@lectern/domain';
import { createPostgresEventStore, eventStoreMigrations, newEventId, type EventStore } from '@lectern/event-store';
import { createProjectionRunner, type ProjectionRunner } from '@lectern/projections';
import { availableDatabaseKinds, createTestDatabase, type TestDatabase } from '@lectern/testing';
import {
  accessTokensProjection,
  findAccessTokenById,
  findAccessTokenByToken,
  listAccessTokens,
} from './access-tokens.js';

const created = (tokenId: string, deckId: string, createdAt: string): AccessTokenEvent => ({
  type: 'AccessTokenCreated',
  data: {
    tokenId,
    deckId,
    token: `token-of-${tokenId}`,
    name: 'Untitled',
    linkType: 'view',
    notifyOnView: false,
    embedDomainWhitelist: '',
    createdAt,
  },
});

describe.each(availableDatabaseKinds())('access tokens read model on %s', (kind) => {
  let testDb: TestDatabase;
  let store: EventStore;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await migrate(testDb.db, 'event-store', eventStoreMigrations);
    store = createPostgresEventStore(testDb.db);
    runner = createProjectionRunner({
      db: testDb.db,
      store,
      projections: [accessTokensProjection],
      pollIntervalMs: 5,
    });
    await runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await testDb.drop();
  });

  async function append(tokenId: string, events: AccessTokenEvent[]) {
    const streamId = accessTokenStreamId(tokenId);
    const version = await store.streamVersion(streamId);
    const result = await store.append(
      streamId,
      events.map((event) => ({
        id: newEventId(),
        ...event,
        metadata: { actorId: 'u1', correlationId: newEventId(), causationId: null },
      })),
      { expectedVersion: version === 0 ? 'no_stream' : version },
    );
    runner.wake();
    await runner.waitFor(result.position);
  }

  it('finds a link by its token and lists a deck’s links oldest first, never with a password', async () => {
    await append('t2', [created('t2', 'd1', '2026-01-02T00:00:00.000Z')]);
    await append('t1', [
      created('t1', 'd1', '2026-01-01T00:00:00.000Z'),
      { type: 'AccessTokenUpdated', data: { name: 'Board', embedDomainWhitelist: 'a.example' } },
      { type: 'AccessTokenPasswordSet', data: { passwordHash: 'scrypt$hidden' } },
    ]);
    await append('t3', [created('t3', 'd2', '2026-01-03T00:00:00.000Z')]);

    expect(await findAccessTokenByToken(testDb.db, 'token-of-t1')).toMatchObject({
      id: 't1',
      deck_id: 'd1',
      name: 'Board',
      link_type: 'view',
      notify_on_view: false,
      embed_domain_whitelist: 'a.example',
      has_password: true,
      password_version: 1,
      deck_view_count: 0,
    });
    expect((await listAccessTokens(testDb.db, 'd1')).map((row) => row.id)).toEqual(['t1', 't2']);
    expect((await listAccessTokens(testDb.db, 'd2')).map((row) => row.id)).toEqual(['t3']);
    expect(JSON.stringify((await testDb.db.query('SELECT * FROM decks.access_tokens')).rows)).not.toContain('scrypt');
  });

  it('forgets a deleted link and counts password changes', async () => {
    await append('t1', [{ type: 'AccessTokenPasswordSet', data: { passwordHash: null } }]);
    expect(await findAccessTokenById(testDb.db, 't1')).toMatchObject({ has_password: false, password_version: 2 });
    await append('t2', [{ type: 'AccessTokenDeleted', data: { deletedAt: '2026-01-04T00:00:00.000Z' } }]);
    expect(await findAccessTokenByToken(testDb.db, 'token-of-t2')).toBeUndefined();
    expect((await listAccessTokens(testDb.db, 'd1')).map((row) => row.id)).toEqual(['t1']);
  });

  it('rebuilds exactly the rows the live projection made', async () => {
    const live = (await testDb.db.query('SELECT * FROM decks.access_tokens ORDER BY id')).rows;
    await runner.rebuild(accessTokensProjection.name);
    expect((await testDb.db.query('SELECT * FROM decks.access_tokens ORDER BY id')).rows).toEqual(live);
  });
});
