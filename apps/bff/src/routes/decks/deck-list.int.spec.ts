import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decksResponse, errorResponse, type DecksResponse } from '@lectern/contracts';
import { DECKS_PER_PAGE } from '@lectern/domain';
import { availableDatabaseKinds } from '@lectern/testing';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

/** GET /decks (spec/000 §7): one's own decks, paged, ordered, searched and filtered by tag. */
describe.each(availableDatabaseKinds())('the deck list (%s)', (kind) => {
  let bff: TestBff;
  let owner: TestClient;
  let titles: string[];

  const list = async (client: TestClient, query = '') => {
    const answer = await client.get(`/api/v1/decks${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return decksResponse.parse(answer.json()) as DecksResponse;
  };

  beforeAll(async () => {
    bff = await createTestBff({ kind });
    owner = await signedUpClient(bff.app, 'lister');
    titles = [];
    for (let n = 1; n <= DECKS_PER_PAGE + 2; n++) {
      const title = n % 10 === 0 ? `Quarterly report ${n}` : `Deck ${n}`;
      await createDeck(owner, { title, description: n === 3 ? 'All about the QUARTERLY numbers' : '' });
      titles.push(title);
    }
    const other = await signedUpClient(bff.app, 'bystander');
    await createDeck(other, { title: 'Quarterly report of someone else' });
  });
  afterAll(() => bff.close());

  it('answers the first page newest first with the total, then the rest', async () => {
    const first = await list(owner);
    expect(first.total).toBe(DECKS_PER_PAGE + 2);
    expect(first.page).toBe(1);
    expect(first.per_page).toBe(DECKS_PER_PAGE);
    expect(first.results.map((deck) => deck.title)).toEqual([...titles].reverse().slice(0, DECKS_PER_PAGE));
    const second = await list(owner, '?page=2');
    expect(second.results.map((deck) => deck.title)).toEqual(['Deck 2', 'Deck 1']);
    expect(second.total).toBe(DECKS_PER_PAGE + 2);
    // A page past the end is empty, and still says how many there are.
    const past = await list(owner, '?page=9');
    expect(past.results).toEqual([]);
    expect(past.total).toBe(DECKS_PER_PAGE + 2);
  });

  it('orders oldest first, searches title and description, and filters by tag', async () => {
    expect((await list(owner, '?order=oldest-first')).results.slice(0, 2).map((deck) => deck.title)).toEqual([
      'Deck 1',
      'Deck 2',
    ]);
    const found = await list(owner, '?q=quarterly');
    expect(found.results.map((deck) => deck.title)).toEqual(['Quarterly report 20', 'Quarterly report 10', 'Deck 3']);
    expect(found.total).toBe(3);
    expect((await list(owner, '?q=100%25')).total).toBe(0);

    const tag = (await owner.post('/api/v1/tags')).json().tag as { id: string };
    const tagged = (await list(owner, '?q=report')).results.map((deck) => deck.id);
    expect((await owner.post(`/api/v1/tags/${tag.id}/add_decks`, { model_ids: tagged })).statusCode).toBe(200);
    const byTag = await list(owner, `?tag_id=${tag.id}&order=oldest-first`);
    expect(byTag.results.map((deck) => deck.title)).toEqual(['Quarterly report 10', 'Quarterly report 20']);
    expect(byTag.total).toBe(2);
  });

  it('leaves out the trash, shows no one else’s decks, and asks to sign in', async () => {
    const trashed = await createDeck(owner, { title: 'Old idea' });
    expect((await owner.post(`/api/v1/decks/${trashed.id}/trash`)).statusCode).toBe(204);
    expect((await list(owner, '?q=old idea')).total).toBe(0);
    expect((await list(await signedUpClient(bff.app, 'newcomer'))).total).toBe(0);
    const anonymous = await createClient(bff.app).get('/api/v1/decks');
    expect(anonymous.statusCode).toBe(401);
    expect(errorResponse.safeParse(anonymous.json()).success).toBe(true);
  });

  it('costs one query once the session and the requester are kept: the page with its total', async () => {
    const resume = await bff.pauseReadModels();
    const db = bff.database.db;
    const query = db.query.bind(db);
    const statements: string[] = [];
    db.query = ((text: string, ...rest: never[]) => {
      statements.push(text);
      return query(text, ...rest);
    }) as typeof db.query;
    try {
      await list(owner, '?q=quarterly&page=1');
    } finally {
      db.query = query;
      await resume();
    }
    expect(statements).toHaveLength(1);
    expect(statements.filter((text) => text.includes('decks.decks'))).toHaveLength(1);
  });
});
