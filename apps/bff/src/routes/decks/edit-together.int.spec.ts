import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deck } from '@lectern/contracts';
import { createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

/** The deck setting 'Edit together': the owner's, on the plans that carry it, through the policy. */
describe('the Edit together setting (PUT /decks/:id)', () => {
  let bff: TestBff;
  let owner: TestClient;
  let editor: TestClient;
  let freeOwner: TestClient;

  const setTogether = (client: TestClient, id: string, edit_together: boolean) =>
    client.put(`/api/v1/decks/${id}`, { deck: { edit_together } });
  const shown = async (client: TestClient, id: string) =>
    ((await client.get(`/api/v1/decks/${id}`)).json() as { deck: Deck }).deck.edit_together;

  beforeAll(async () => {
    bff = await createTestBff();
    owner = await signedUpClient(bff.app, 'olga');
    editor = await signedUpClient(bff.app, 'edda');
    freeOwner = await signedUpClient(bff.app, 'fred');
    await bff.setPlan('olga', 'pro');
  });
  afterAll(() => bff.close());

  it('is off on a new deck, and its owner on a pro plan turns it on and off', async () => {
    const deck = await createDeck(owner, { title: 'Together' });
    expect(deck.edit_together).toBe(false);
    const on = await setTogether(owner, deck.id, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(await shown(owner, deck.id)).toBe(true);
    expect((await setTogether(owner, deck.id, false)).statusCode).toBe(200);
    expect(await shown(owner, deck.id)).toBe(false);
  });

  it('is refused to a collaborator who edits the deck, and changes nothing', async () => {
    const deck = await createDeck(owner, { title: 'Shared' });
    expect((await owner.post(`/api/v1/decks/${deck.id}/make_collaborative`)).statusCode).toBe(200);
    const invited = await owner.post(`/api/v1/decks/${deck.id}/users/invite`, {
      user: { email: 'edda@example.com', role: 'editor' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect((await editor.put(`/api/v1/decks/${deck.id}`, { deck: { title: 'Renamed' } })).statusCode).toBe(200);
    const refused = await setTogether(editor, deck.id, true);
    expect(refused.statusCode).toBe(403);
    expect(await shown(owner, deck.id)).toBe(false);
  });

  it('asks a free owner to upgrade, while their other settings save', async () => {
    const deck = await createDeck(freeOwner, { title: 'Solo' });
    const refused = await setTogether(freeOwner, deck.id, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('upgrade_required');
    expect(await shown(freeOwner, deck.id)).toBe(false);
    expect((await freeOwner.put(`/api/v1/decks/${deck.id}`, { deck: { edit_together: false } })).statusCode).toBe(200);
  });
});
