import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenStreamId, type AccessTokenEvent } from '@lectern/domain';
import { findAccessTokenById, findAccessTokenByToken, listAccessTokens } from '@lectern/read-models';
import { startProjectionHarness, type ProjectionHarness } from '@lectern/projection-testing';
import { availableDatabaseKinds, createTestDatabase } from '@lectern/testing';
import { accessTokensProjection } from './access-tokens-projection.js';

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
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await startProjectionHarness(await createTestDatabase(kind), [accessTokensProjection]);
  });
  afterAll(() => harness.close());

  const append = (tokenId: string, events: AccessTokenEvent[]) =>
    harness.append(accessTokenStreamId(tokenId), events, 'u1');

  it('finds a link by its token and lists a deck’s links oldest first, never with a password', async () => {
    await append('t2', [created('t2', 'd1', '2026-01-02T00:00:00.000Z')]);
    await append('t1', [
      created('t1', 'd1', '2026-01-01T00:00:00.000Z'),
      { type: 'AccessTokenUpdated', data: { name: 'Board', embedDomainWhitelist: 'a.example' } },
      { type: 'AccessTokenPasswordSet', data: { passwordHash: 'scrypt$hidden' } },
    ]);
    await append('t3', [created('t3', 'd2', '2026-01-03T00:00:00.000Z')]);

    expect(await findAccessTokenByToken(harness.db, 'token-of-t1')).toMatchObject({
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
    expect((await listAccessTokens(harness.db, 'd1')).map((row) => row.id)).toEqual(['t1', 't2']);
    expect((await listAccessTokens(harness.db, 'd2')).map((row) => row.id)).toEqual(['t3']);
    expect(JSON.stringify((await harness.db.query('SELECT * FROM decks.access_tokens')).rows)).not.toContain('scrypt');
  });

  it('forgets a deleted link and counts password changes', async () => {
    await append('t1', [{ type: 'AccessTokenPasswordSet', data: { passwordHash: null } }]);
    expect(await findAccessTokenById(harness.db, 't1')).toMatchObject({ has_password: false, password_version: 2 });
    await append('t2', [{ type: 'AccessTokenDeleted', data: { deletedAt: '2026-01-04T00:00:00.000Z' } }]);
    expect(await findAccessTokenByToken(harness.db, 'token-of-t2')).toBeUndefined();
    expect((await listAccessTokens(harness.db, 'd1')).map((row) => row.id)).toEqual(['t1']);
  });

  it('counts the views through a link', async () => {
    const viewed: AccessTokenEvent = { type: 'AccessTokenViewed', data: { viewedAt: '2026-01-05T00:00:00.000Z' } };
    await append('t1', [viewed, viewed]);
    expect(await findAccessTokenById(harness.db, 't1')).toMatchObject({ deck_view_count: 2 });
  });

  it('rebuilds exactly the rows the live projection made', async () => {
    const live = (await harness.db.query('SELECT * FROM decks.access_tokens ORDER BY id')).rows;
    await harness.runner.rebuild(accessTokensProjection.name);
    expect((await harness.db.query('SELECT * FROM decks.access_tokens ORDER BY id')).rows).toEqual(live);
  });
});
