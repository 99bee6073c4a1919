import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDatabaseKinds } from '@lectern/testing';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';
import { inviteAndJoin, signUpTeam } from '../../testing/teams.js';

/**
 * The answers kept between requests (a public deck for visitors, who a signed-in person is to the
 * policy) are seen to change by the first read after the read models show the change.
 */
describe.each(availableDatabaseKinds())('kept answers on %s', (kind) => {
  let bff: TestBff;
  let owner: TestClient;
  let visitor: TestClient;
  beforeAll(async () => {
    bff = await createTestBff({ kind });
    owner = await signedUpClient(bff.app, 'keeper');
    visitor = createClient(bff.app);
  });
  afterAll(() => bff.close());

  const visit = async (deckId: string) => visitor.get(`/api/v1/decks/${deckId}`);

  it('a visitor sees a save, a visibility change and a trash on the next read', async () => {
    const deck = await createDeck(owner, { title: 'Kept' });
    expect((await visit(deck.id)).json().deck).toMatchObject({ version: 1, slide_count: 1 });
    // Kept: the same answer again.
    expect((await visit(deck.id)).json().deck.version).toBe(1);

    await owner.put(`/api/v1/decks/${deck.id}`, {
      deck: { data: '<section>a</section><section>b</section>', version: 1 },
    });
    await bff.caughtUp();
    expect((await visit(deck.id)).json().deck).toMatchObject({ version: 2, slide_count: 2 });

    await owner.put(`/api/v1/decks/${deck.id}`, { deck: { title: 'Renamed while kept' } });
    expect((await visit(deck.id)).json().deck.title).toBe('Renamed while kept');

    await bff.setPlan('keeper', 'pro');
    await owner.put(`/api/v1/decks/${deck.id}`, { deck: { visibility: 'self' } });
    expect((await visit(deck.id)).statusCode).toBe(404);

    await owner.put(`/api/v1/decks/${deck.id}`, { deck: { visibility: 'all' } });
    expect((await visit(deck.id)).statusCode).toBe(200);
    expect((await owner.post(`/api/v1/decks/${deck.id}/trash`)).statusCode).toBe(204);
    expect((await visit(deck.id)).statusCode).toBe(404);
  });

  it("a person's content saves read the deck's row once, until anything but its content changes", async () => {
    const deck = await createDeck(owner, { title: 'Saved often' });
    const save = (data: string, version: number) => owner.put(`/api/v1/decks/${deck.id}`, { deck: { data, version } });
    // Reads of a deck's row (`SELECT_DECK`), counted while the saves run.
    const { db } = bff.database;
    const query = db.query.bind(db);
    let rowReads = 0;
    db.query = ((...args: Parameters<typeof query>) => {
      if (String(args[0]).includes('FROM decks.decks d JOIN accounts.users u')) rowReads++;
      return query(...args);
    }) as typeof db.query;
    try {
      const first = await save('<section>a</section><section>b</section>', 1);
      expect(first.json().deck).toMatchObject({ version: 2, slide_count: 2, title: 'Saved often' });
      await bff.caughtUp();
      rowReads = 0;
      const second = await save('<section>a</section>', 2);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().deck).toMatchObject({ version: 3, slide_count: 1, title: 'Saved often' });
      expect(Date.parse(second.json().deck.updated_at)).toBeGreaterThan(Date.parse(first.json().deck.updated_at));
      expect(rowReads).toBe(0);
      // The kept row's version lags behind the saves: a save based on an older one is still refused.
      expect((await save('<section>stale</section>', 2)).statusCode).toBe(409);

      // Anything else about the deck is read again for the next save: a rename, then a trash.
      await owner.put(`/api/v1/decks/${deck.id}`, { deck: { title: 'Renamed between saves' } });
      rowReads = 0;
      const renamed = await save('<section>c</section>', 3);
      expect(renamed.json().deck).toMatchObject({ version: 4, title: 'Renamed between saves' });
      expect(rowReads).toBe(1);
      expect((await owner.post(`/api/v1/decks/${deck.id}/trash`)).statusCode).toBe(204);
      expect((await save('<section>d</section>', 4)).statusCode).toBe(403);
      expect((await owner.get(`/api/v1/decks/${deck.id}/data`)).json()).toMatchObject({ version: 4 });
    } finally {
      db.query = query;
    }
  });

  it("a visitor sees the deck's team change its styles on the next read", async () => {
    const manager = createClient(bff.app);
    expect((await signUpTeam(manager, 'Keepers', `keepers-${kind}`, `keepmgr${kind}`)).statusCode).toBe(201);
    const { client: member } = await inviteAndJoin(bff, manager, `member-${kind}@example.com`, `keepmember${kind}`);
    const deck = await createDeck(member, { title: 'Team deck', visibility: 'all' });
    expect((await visit(deck.id)).json().deck.css_output).not.toContain('#123456');
    const changed = await manager.put('/api/v1/team', { team: { global_css_input: 'h1 { color: #123456; }' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await visit(deck.id)).json().deck.css_output).toContain('#123456');
  });

  it("a person's plan change and sign-out are seen by the policy on their next request", async () => {
    const person = await signedUpClient(bff.app, `planner${kind}`);
    const deck = await createDeck(person, { title: 'Private later' });
    // A free plan may not make a deck private.
    expect((await person.put(`/api/v1/decks/${deck.id}`, { deck: { visibility: 'self' } })).statusCode).toBe(403);
    await bff.setPlan(`planner${kind}`, 'pro');
    expect((await person.put(`/api/v1/decks/${deck.id}`, { deck: { visibility: 'self' } })).statusCode).toBe(200);
    expect((await person.get(`/api/v1/decks/${deck.id}`)).statusCode).toBe(200);
    expect((await person.delete('/api/v1/session')).statusCode).toBeLessThan(300);
    expect((await person.get(`/api/v1/decks/${deck.id}`)).statusCode).toBe(404);
  });

  it("a member's deactivation is seen by the policy on their next request", async () => {
    const manager = createClient(bff.app);
    expect((await signUpTeam(manager, 'Leavers', `leavers-${kind}`, `leavemgr${kind}`)).statusCode).toBe(201);
    const { client: member, id } = await inviteAndJoin(bff, manager, `leaver-${kind}@example.com`, `leaver${kind}`);
    const internal = await createDeck(manager, { title: 'Internal', visibility: 'team' });
    expect((await member.get(`/api/v1/decks/${internal.id}`)).statusCode).toBe(200);
    const deactivated = await manager.delete(`/api/v1/team/users/${id}/deactivate`);
    expect(deactivated.statusCode, deactivated.body).toBeLessThan(300);
    expect((await member.get(`/api/v1/decks/${internal.id}`)).statusCode).toBe(404);
  });
});
