import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deck } from '@lectern/contracts';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

const SLIDES =
  '<section data-id="a"><div class="sl-block" data-block-type="text" style="left:0;top:0;width:100px;height:auto">' +
  '<div class="sl-block-content"><p>Shown</p></div></div><aside class="notes">Only for me</aside></section>' +
  '<section data-id="b" data-notes="Also mine"><p>Second</p></section>';

/** Speaker notes are the presenter's: sent to viewers only while the deck shares them (`share_notes`) or through a presenter link. */
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

  it('opens the presenter view with the notes to whoever holds a link of type presenter, and only them', async () => {
    const secret = await createDeck(owner, { title: 'Board talk', visibility: 'self' });
    await owner.put(`/api/v1/decks/${secret.id}`, { deck: { data: SLIDES, version: secret.version } });
    const created = await owner.post(`/api/v1/decks/${secret.id}/access_tokens`, { access_token: { name: 'Speaker' } });
    const link = created.json().access_token as { id: string; token: string };
    const token = encodeURIComponent(link.token);
    const notes = async () =>
      (await anonymous.get(`/api/v1/decks/${secret.id}/data?token=${token}`)).json().data as string;
    const showPage = () => anonymous.get(`/nora/board-talk?token=${token}`);

    // A view link opens the deck without its notes, on its show page.
    expect(await notes()).not.toContain('Only for me');
    expect((await showPage()).statusCode).toBe(200);

    const presenter = await owner.put(`/api/v1/decks/${secret.id}/access_tokens/${link.id}`, {
      access_token: { link_type: 'presenter' },
    });
    expect(presenter.statusCode, presenter.body).toBe(200);
    expect(await notes()).toContain('Only for me');
    expect(await notes()).toContain('Also mine');
    const moved = await showPage();
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe(`/nora/board-talk/present?token=${token}`);
    // The link opens this deck's presenter view only: another deck's address keeps its page.
    expect((await anonymous.get(`/nora/noted?token=${token}`)).statusCode).toBe(200);
    // It shares the notes, not the deck: editing stays the editors'.
    const edit = await anonymous.put(`/api/v1/decks/${secret.id}?token=${token}`, { deck: { title: 'Taken' } });
    expect(edit.statusCode).toBeGreaterThanOrEqual(400);

    // An e-mail share of the link sends its presenter view.
    const mailed = await owner.post(`/api/v1/decks/${secret.id}/deck_shares`, {
      deck_share: { emails: 'board@example.com', from: 'Nora', body: 'For Thursday', access_token_id: link.id },
    });
    expect(mailed.statusCode, mailed.body).toBe(204);
    expect(bff.mails.at(-1)?.text).toContain(`http://lectern.test/nora/board-talk/present?token=${token}`);
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
