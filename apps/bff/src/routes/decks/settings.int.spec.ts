import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

describe('deck settings (PUT /decks/:id)', () => {
  let bff: TestBff;
  let owner: TestClient;
  let other: TestClient;
  beforeAll(async () => {
    bff = await createTestBff();
    owner = await signedUpClient(bff.app, 'sofia');
    other = await signedUpClient(bff.app, 'sven');
  });
  afterAll(() => bff.close());

  const create = (client: TestClient, title: string) => createDeck(client, { title });
  const update = (client: TestClient, id: string, deck: Record<string, unknown>) =>
    client.put(`/api/v1/decks/${id}`, { deck });

  it('starts with controls on and changes every setting the dialog shows', async () => {
    const deck = await create(owner, 'Look and feel');
    expect(deck).toMatchObject({ controls: true, center: false, time_limit: 0 });
    const settings = {
      theme_color: 'black-mint',
      theme_font: 'palatino',
      transition: 'fade',
      background_transition: 'zoom',
      width: 1280,
      height: 720,
      margin: 0.1,
      center: true,
      slide_number: true,
      controls: false,
      rtl: true,
      should_loop: true,
      shuffle: true,
      auto_slide_interval: 15_000,
      navigation_mode: 'grid',
      upsizing_enabled: false,
      time_limit: 20,
    };
    const response = await update(owner, deck.id, settings);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().deck).toMatchObject(settings);
    expect((await owner.get(`/api/v1/decks/${deck.id}`)).json().deck).toMatchObject(settings);
  });

  it('takes a chosen slug with a new title, and the old addresses keep leading to the deck', async () => {
    const deck = await create(owner, 'First name');
    const response = await update(owner, deck.id, { title: 'Second name', slug: 'my_Talk-2026' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().deck).toMatchObject({ title: 'Second name', slug: 'my_Talk-2026' });
    for (const address of ['my_Talk-2026', 'first-name', deck.id]) {
      const found = await owner.get(`/api/v1/users/sofia/decks/${address}`);
      expect(found.json().deck.slug, address).toBe('my_Talk-2026');
    }
    // The title alone keeps making the slug, as the profile's inline edit expects.
    const retitled = (await update(owner, deck.id, { title: 'Third name' })).json().deck;
    expect(retitled.slug).toBe('third-name');
    // Going back to an old slug of the same deck is fine.
    expect((await update(owner, deck.id, { slug: 'first-name' })).json().deck.slug).toBe('first-name');
  });

  it('refuses an invalid slug with the spec message on deck.slug', async () => {
    const deck = await create(owner, 'Invalid slugs');
    for (const [slug, message] of [
      ['a b', 'Please enter a valid URL'],
      ['a', 'Please enter a valid URL'],
      ['dots.here', 'Please enter a valid URL'],
      ['', 'Can not be empty'],
    ] as const) {
      const response = await update(owner, deck.id, { slug });
      expect(response.statusCode, slug).toBe(422);
      expect(response.json().error.fields).toEqual({ 'deck.slug': [message] });
    }
    expect((await owner.get(`/api/v1/decks/${deck.id}`)).json().deck.slug).toBe('invalid-slugs');
  });

  it("refuses a slug another of the owner's decks uses or used (422 on deck.slug), not another owner's", async () => {
    const taken = await create(owner, 'Taken address');
    await update(owner, taken.id, { title: 'Moved on' });
    const deck = await create(owner, 'Wants an address');
    for (const slug of ['moved-on', 'taken-address', 'TAKEN-address']) {
      const response = await update(owner, deck.id, { slug, title: 'Changed too' });
      expect(response.statusCode, slug).toBe(422);
      expect(response.json().error.fields).toEqual({ 'deck.slug': ["That one's already taken :("] });
    }
    expect((await owner.get(`/api/v1/decks/${deck.id}`)).json().deck).toMatchObject({
      title: 'Wants an address',
      slug: 'wants-an-address',
    });

    const elsewhere = await create(other, 'Elsewhere');
    const response = await update(other, elsewhere.id, { slug: 'moved-on' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().deck.slug).toBe('moved-on');
  });

  it("lets nobody else change a deck's slug or settings", async () => {
    const deck = await create(owner, 'Mine alone');
    // The deck is public: others see it, so they are told they may not change it.
    expect((await update(other, deck.id, { slug: 'stolen' })).statusCode).toBe(403);
    expect((await update(other, deck.id, { controls: false })).statusCode).toBe(403);
    expect((await owner.get(`/api/v1/decks/${deck.id}`)).json().deck).toMatchObject({
      slug: 'mine-alone',
      controls: true,
    });
  });

  it('refuses a time limit outside 0–1440 and sizes below 1', async () => {
    const deck = await create(owner, 'Limits');
    for (const settings of [{ time_limit: 1441 }, { time_limit: -1 }, { time_limit: 2.5 }, { width: 0 }])
      expect((await update(owner, deck.id, settings)).statusCode, JSON.stringify(settings)).toBe(422);
  });
});
