import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deck } from '@lectern/contracts';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

const SLIDES =
  '<section data-id="a"><div class="sl-block" data-block-type="text" style="left:0;top:0;width:100px;height:auto">' +
  '<div class="sl-block-content"><p>Shown</p></div></div><aside class="notes">Only for me</aside></section>' +
  '<section data-id="b" data-notes="Also mine"><p>Second</p></section>';

/** Speaker notes are the presenter's: sent to viewers only while the deck shares them (`share_notes`). */
describe('speaker notes in a deck read', () => {
  let bff: TestBff;
  let owner: TestClient;
  let stranger: TestClient;
  let anonymous: TestClient;
  let deck: Deck;

  const data = async (client: TestClient, query = '') =>
    (await client.get(`/api/v1/decks/${deck.id}/data${query}`)).json().data as string;

  beforeAll(async () => {
    bff = await createTestBff();
    owner = await signedUpClient(bff.app, 'nora');
    await bff.setPlan('nora', 'pro');
    stranger = await signedUpClient(bff.app, 'ned');
    anonymous = createClient(bff.app);
    deck = await createDeck(owner, { title: 'Noted' });
    const saved = await owner.put(`/api/v1/decks/${deck.id}`, { deck: { data: SLIDES, version: deck.version } });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => bff.close());

  it('sends the notes to those who edit the deck, and the slides without them to everyone else', async () => {
    expect(await data(owner)).toContain('Only for me');
    for (const client of [stranger, anonymous]) {
      const slides = await data(client);
      expect(slides).toContain('Shown');
      expect(slides).toContain('Second');
      expect(slides).not.toMatch(/Only for me|Also mine|class="notes"|data-notes/);
    }
  });

  it('sends them to every viewer while the deck shares them, a private link’s included', async () => {
    expect((await owner.put(`/api/v1/decks/${deck.id}`, { deck: { share_notes: true } })).statusCode).toBe(200);
    expect(await data(stranger)).toContain('Only for me');
    expect(await data(anonymous)).toContain('Also mine');
    const secret = await owner.put(`/api/v1/decks/${deck.id}`, { deck: { visibility: 'self' } });
    expect(secret.statusCode, secret.body).toBe(200);
    expect((await anonymous.get(`/api/v1/decks/${deck.id}/data`)).statusCode).toBe(404);
    const link = await owner.post(`/api/v1/decks/${deck.id}/access_tokens`, { access_token: { name: 'Board' } });
    const token = encodeURIComponent(link.json().access_token.token);
    expect(await data(anonymous, `?token=${token}`)).toContain('Only for me');
    await owner.put(`/api/v1/decks/${deck.id}`, { deck: { share_notes: false } });
    expect(await data(anonymous, `?token=${token}`)).not.toContain('Only for me');
    await owner.put(`/api/v1/decks/${deck.id}`, { deck: { visibility: 'all' } });
  });

  it('gives a fork the notes only when its maker may see them', async () => {
    const fork = async () => {
      const forked = await stranger.post(`/api/v1/decks/${deck.id}/fork`);
      expect(forked.statusCode, forked.body).toBe(201);
      return (await stranger.get(`/api/v1/decks/${forked.json().deck.id}/data`)).json().data as string;
    };
    expect(await fork()).not.toContain('Only for me');
    await owner.put(`/api/v1/decks/${deck.id}`, { deck: { share_notes: true } });
    expect(await fork()).toContain('Only for me');
  });
});
