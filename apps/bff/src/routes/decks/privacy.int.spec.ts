import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

/**
 * A private deck, an internal (team) deck and a trashed deck reach nobody who may not see
 * them, through any path. The secret word is in each deck's title, description and content.
 */
describe('deck privacy: every path, every kind of visitor', () => {
  let bff: TestBff;
  const visitors: Record<'owner' | 'otherUser' | 'anonymous', TestClient> = {} as never;
  const decks: Record<'private' | 'internal' | 'trashed', { id: string; slug: string }> = {} as never;
  const SECRET = 'zanzibarsecret';

  beforeAll(async () => {
    bff = await createTestBff();
    visitors.owner = await signedUpClient(bff.app, 'keeper');
    visitors.otherUser = await signedUpClient(bff.app, 'snoop');
    visitors.anonymous = createClient(bff.app);
    await bff.setPlan('keeper', 'pro');
    for (const [kind, visibility] of [
      ['private', 'self'],
      ['internal', 'team'],
      ['trashed', 'all'],
    ] as const) {
      const deck = await createDeck(visitors.owner, { title: `${kind} ${SECRET}`, description: SECRET, visibility });
      await visitors.owner.put(`/api/v1/decks/${deck.id}`, {
        deck: { data: `<section>${SECRET}</section>`, version: 1 },
      });
      decks[kind] = { id: deck.id, slug: deck.slug };
    }
    await visitors.owner.post(`/api/v1/decks/${decks.trashed.id}/trash`);
  });
  afterAll(() => bff.close());

  const readPaths = (deck: { id: string; slug: string }) => [
    `/api/v1/decks/${deck.id}`,
    `/api/v1/decks/${deck.id}/data`,
    `/api/v1/decks/${deck.id}/updated_at`,
    `/api/v1/decks/${deck.id}/revisions`,
    `/api/v1/decks/${deck.id}/revisions/1`,
    `/api/v1/users/keeper/decks/${deck.slug}`,
    `/api/v1/users/keeper/decks/${deck.id}`,
  ];
  const writePaths = (deck: { id: string }) => [
    `/api/v1/decks/${deck.id}/fork`,
    `/api/v1/decks/${deck.id}/clone`,
    `/api/v1/decks/${deck.id}/kudos/kudo`,
    `/api/v1/decks/${deck.id}/views`,
    `/api/v1/decks/${deck.id}/trash`,
    `/api/v1/decks/${deck.id}/recover`,
  ];
  const lists = [
    '/api/v1/users/keeper/decks',
    '/api/v1/users/keeper/decks?tab=trash',
    '/api/v1/users/keeper/decks?tab=shared',
    `/api/v1/search?q=${SECRET}`,
  ];

  it.each(['otherUser', 'anonymous'] as const)('%s learns nothing of any of them', async (who) => {
    const client = visitors[who];
    for (const kind of ['private', 'internal', 'trashed'] as const) {
      for (const path of readPaths(decks[kind])) {
        const response = await client.get(path);
        expect(response.statusCode, `${who} GET ${path} (${kind})`).toBe(404);
        expect(response.body).not.toContain(SECRET);
      }
      for (const path of writePaths(decks[kind])) {
        const response = await client.post(path);
        expect([401, 404], `${who} POST ${path} (${kind})`).toContain(response.statusCode);
        expect(response.body).not.toContain(SECRET);
      }
      const put = await client.put(`/api/v1/decks/${decks[kind].id}`, { deck: { title: 'mine now' } });
      expect([401, 404]).toContain(put.statusCode);
      expect([401, 404]).toContain((await client.delete(`/api/v1/decks/${decks[kind].id}`)).statusCode);
    }
    for (const path of lists) {
      const response = await client.get(path);
      expect(response.statusCode).toBe(200);
      expect(response.body, `${who} ${path}`).not.toContain(SECRET);
    }
    const tabs = (await client.get('/api/v1/users/keeper/decks')).json().tabs;
    expect(tabs).toEqual({ personal: 0, shared: 0, trash: 0 });
  });

  it('the owner sees each of them where it belongs', async () => {
    const owner = visitors.owner;
    for (const kind of ['private', 'internal'] as const) {
      for (const path of readPaths(decks[kind])) expect((await owner.get(path)).statusCode, path).toBe(200);
    }
    expect((await owner.get(`/api/v1/decks/${decks.trashed.id}`)).statusCode).toBe(200);
    const personal = (await owner.get('/api/v1/users/keeper/decks')).json();
    expect(personal.results.map((d: { id: string }) => d.id).sort()).toEqual(
      [decks.private.id, decks.internal.id].sort(),
    );
    expect(
      (await owner.get('/api/v1/users/keeper/decks?tab=trash')).json().results.map((d: { id: string }) => d.id),
    ).toEqual([decks.trashed.id]);
    const search = (await owner.get(`/api/v1/search?q=${SECRET}`)).json();
    expect(search.total).toBe(2);
  });
});
