import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createDeck, signedUpClient, signUp, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

describe('decks', () => {
  let bff: TestBff;
  let owner: TestClient;
  let other: TestClient;
  beforeAll(async () => {
    bff = await createTestBff();
    owner = await signedUpClient(bff.app, 'olga');
    other = await signedUpClient(bff.app, 'otto');
  });
  afterAll(() => bff.close());

  it('creates a deck with the defaults, a slug from its title, and a first slide', async () => {
    const deck = await createDeck(owner, { title: 'Quarterly Review!', theme_color: 'black-blue' });
    expect(deck).toMatchObject({
      slug: 'quarterly-review',
      version: 1,
      visibility: 'all',
      theme_color: 'black-blue',
      theme_font: 'montserrat',
      width: 960,
      height: 700,
      slide_count: 1,
    });
    const second = await createDeck(owner, { title: 'Quarterly review' });
    expect(second.slug).toBe('quarterly-review-2');
    const data = (await owner.get(`/api/v1/decks/${deck.id}/data`)).json();
    expect(data).toEqual({ data: '<section data-id="intro"></section>', version: 1 });
  });

  it('renames, keeping the old address working', async () => {
    const deck = await createDeck(owner, { title: 'Old name' });
    const renamed = (
      await owner.put(`/api/v1/decks/${deck.id}`, {
        deck: { title: 'New name', description: 'About it', transition: 'fade' },
      })
    ).json().deck;
    expect(renamed).toMatchObject({ title: 'New name', slug: 'new-name', description: 'About it', transition: 'fade' });
    for (const slug of ['new-name', 'old-name', deck.id]) {
      const found = await owner.get(`/api/v1/users/olga/decks/${slug}`);
      expect(found.json().deck.slug).toBe('new-name');
    }
    expect((await owner.put(`/api/v1/decks/${deck.id}`, { deck: { title: '   ' } })).statusCode).toBe(422);
  });

  it('refuses a content save based on an older version instead of overwriting (409)', async () => {
    const deck = await createDeck(owner);
    const first = await owner.put(`/api/v1/decks/${deck.id}`, {
      deck: { data: '<section>A</section><section>B</section>', version: 1 },
    });
    expect(first.json().deck).toMatchObject({ version: 2, slide_count: 2 });
    const stale = await owner.put(`/api/v1/decks/${deck.id}`, {
      deck: { data: '<section>lost?</section>', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe('Newer version available');
    expect((await owner.get(`/api/v1/decks/${deck.id}/data`)).json().data).toBe(
      '<section>A</section><section>B</section>',
    );
  });

  it('sanitizes content on save', async () => {
    const deck = await createDeck(owner);
    await owner.put(`/api/v1/decks/${deck.id}`, {
      deck: { data: '<section><img src="x.png" onerror="alert(1)"><script>alert(2)</script></section>', version: 1 },
    });
    expect((await owner.get(`/api/v1/decks/${deck.id}/data`)).json().data).toBe(
      '<section><img src="x.png" /></section>',
    );
  });

  it('trashes, recovers, and destroys only from the trash', async () => {
    const deck = await createDeck(owner);
    expect((await owner.delete(`/api/v1/decks/${deck.id}`)).statusCode).toBe(403);
    expect((await owner.post(`/api/v1/decks/${deck.id}/trash`)).statusCode).toBe(204);
    expect(
      (await owner.get('/api/v1/users/olga/decks?tab=trash')).json().results.map((d: { id: string }) => d.id),
    ).toContain(deck.id);
    expect((await owner.post(`/api/v1/decks/${deck.id}/recover`)).statusCode).toBe(204);
    await owner.post(`/api/v1/decks/${deck.id}/trash`);
    expect((await owner.delete(`/api/v1/decks/${deck.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/v1/decks/${deck.id}`)).statusCode).toBe(404);
  });

  it("forks into the forker's profile and clones for the owner", async () => {
    const deck = await createDeck(owner, { title: 'Shared knowledge' });
    const fork = await other.post(`/api/v1/decks/${deck.id}/fork`);
    expect(fork.statusCode).toBe(201);
    expect(fork.json().deck).toMatchObject({ slug: 'shared-knowledge', user: { username: 'otto' } });
    expect((await other.post(`/api/v1/decks/${deck.id}/clone`)).statusCode).toBe(403);
    const clone = await owner.post(`/api/v1/decks/${deck.id}/clone`);
    expect(clone.json().deck.slug).toBe('shared-knowledge-2');
  });

  it("takes one kudo per user and counts views except the owner's", async () => {
    const deck = await createDeck(owner);
    expect((await other.post(`/api/v1/decks/${deck.id}/kudos/kudo`)).json()).toEqual({ kudos_count: 1, kudoed: true });
    expect((await other.post(`/api/v1/decks/${deck.id}/kudos/kudo`)).json()).toEqual({ kudos_count: 1, kudoed: true });
    expect((await other.post(`/api/v1/decks/${deck.id}/kudos/unkudo`)).json()).toEqual({
      kudos_count: 0,
      kudoed: false,
    });
    await owner.post(`/api/v1/decks/${deck.id}/views`);
    await other.post(`/api/v1/decks/${deck.id}/views`);
    await createClient(bff.app).post(`/api/v1/decks/${deck.id}/views`);
    await expect.poll(async () => (await owner.get(`/api/v1/decks/${deck.id}`)).json().deck.view_count).toBe(2);
  });

  it('lists every content save from the log and restores an old one as a new save', async () => {
    const deck = await createDeck(owner);
    await owner.put(`/api/v1/decks/${deck.id}`, { deck: { data: '<section>v2</section>', version: 1 } });
    await owner.put(`/api/v1/decks/${deck.id}`, { deck: { data: '<section>v3</section>', version: 2 } });
    const revisions = (await owner.get(`/api/v1/decks/${deck.id}/revisions`)).json().revisions;
    expect(revisions.map((r: { version: number }) => r.version)).toEqual([3, 2, 1]);
    expect(revisions[0].author).toMatchObject({ username: 'olga' });
    expect((await owner.get(`/api/v1/decks/${deck.id}/revisions/2`)).json().data).toBe('<section>v2</section>');
    const restored = await owner.post(`/api/v1/decks/${deck.id}/revisions/2/restore`);
    expect(restored.json().deck.version).toBe(4);
    expect((await owner.get(`/api/v1/decks/${deck.id}/data`)).json().data).toBe('<section>v2</section>');
    const after = (await owner.get(`/api/v1/decks/${deck.id}/revisions`)).json().revisions;
    expect(after[0]).toMatchObject({ version: 4, restored_from: 2 });
    expect(after).toHaveLength(4);
  });

  it('searches by relevance, newest and views, following renames and the trash', async () => {
    const viewed = await createDeck(owner, { title: 'Orbit' });
    const relevant = await createDeck(owner, { title: 'Orbit plans', description: 'orbit after orbit' });
    await createDeck(owner, { title: 'Unrelated' });
    await other.post(`/api/v1/decks/${viewed.id}/views`);
    const found = async (query: string, reader = other) =>
      (await reader.get(`/api/v1/search?${query}`)).json().results.map((d: { id: string }) => d.id);
    await expect.poll(() => found('q=orb&sort=views')).toEqual([viewed.id, relevant.id]);
    expect(await found('q=orbit')).toEqual([relevant.id, viewed.id]);
    expect(await found('q=orbit&sort=created')).toEqual([relevant.id, viewed.id]);
    expect(await found('q=orbit plan')).toEqual([relevant.id]);

    await owner.put(`/api/v1/decks/${viewed.id}`, { deck: { title: 'Planet' } });
    await owner.post(`/api/v1/decks/${relevant.id}/trash`);
    await expect.poll(() => found('q=orbit')).toEqual([]);
    expect(await found('q=planet', owner)).toEqual([viewed.id]);
    const explore = (await other.get('/api/v1/explore?keyword=planet')).json();
    expect(explore.results.map((d: { id: string }) => d.id)).toEqual([viewed.id]);
  });

  it('needs a paid plan to make a deck private', async () => {
    const deck = await createDeck(owner);
    const response = await owner.put(`/api/v1/decks/${deck.id}`, { deck: { visibility: 'self' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('upgrade_required');
    expect((await owner.post('/api/v1/decks', { deck: { visibility: 'self' } })).statusCode).toBe(403);
  });
});

describe('tags', () => {
  let bff: TestBff;
  let owner: TestClient;
  beforeAll(async () => {
    bff = await createTestBff();
    owner = await signedUpClient(bff.app, 'tagger');
  });
  afterAll(() => bff.close());

  it('creates Tag N, renames (ignoring blanks), tags and untags decks, sorts by name, deletes', async () => {
    const a = (await owner.post('/api/v1/decks', { deck: { title: 'Alpha' } })).json().deck;
    const b = (await owner.post('/api/v1/decks', { deck: { title: 'Beta' } })).json().deck;
    const first = (await owner.post('/api/v1/tags')).json().tag;
    expect(first.name).toBe('Tag 1');
    const second = (await owner.post('/api/v1/tags')).json().tag;
    expect(second.name).toBe('Tag 2');
    expect((await owner.put(`/api/v1/tags/${first.id}`, { tag: { name: 'zeta' } })).json().tag.name).toBe('zeta');
    expect((await owner.put(`/api/v1/tags/${first.id}`, { tag: { name: '  ' } })).json().tag.name).toBe('zeta');
    await owner.put(`/api/v1/tags/${second.id}`, { tag: { name: 'Alpha work' } });
    expect((await owner.get('/api/v1/tags?tag_type=deck')).json().tags.map((t: { name: string }) => t.name)).toEqual([
      'Alpha work',
      'zeta',
    ]);
    const tagged = (await owner.post(`/api/v1/tags/${first.id}/add_decks`, { model_ids: [a.id, b.id] })).json().tag;
    expect(tagged.decks.sort()).toEqual([a.id, b.id].sort());
    expect(
      (await owner.delete(`/api/v1/tags/${first.id}/remove_decks`, { model_ids: [a.id] })).json().tag.decks,
    ).toEqual([b.id]);
    const search = (await owner.get('/api/v1/search?q=zeta')).json();
    expect(search.results.map((d: { id: string }) => d.id)).toEqual([b.id]);
    expect((await owner.delete(`/api/v1/tags/${first.id}`)).statusCode).toBe(204);
    expect((await owner.get('/api/v1/tags')).json().tags).toHaveLength(1);
  });

  it("refuses someone else's tag and someone else's deck", async () => {
    const mine = (await owner.post('/api/v1/tags')).json().tag;
    const intruder = createClient(bff.app);
    await signUp(intruder, 'intruder');
    expect((await intruder.put(`/api/v1/tags/${mine.id}`, { tag: { name: 'hacked' } })).statusCode).toBe(403);
    const theirs = (await intruder.post('/api/v1/tags')).json().tag;
    const myDeck = (await owner.post('/api/v1/decks', { deck: { title: 'Mine' } })).json().deck;
    expect((await intruder.post(`/api/v1/tags/${theirs.id}/add_decks`, { model_ids: [myDeck.id] })).statusCode).toBe(
      403,
    );
    const myMedia = (await owner.post('/api/v1/media', { media: { type: 'Image', filename: 'mine.png' } })).json()
      .media;
    const theirMediaTag = (await intruder.post('/api/v1/tags?tag_type=media')).json().tag;
    expect(
      (await intruder.post(`/api/v1/tags/${theirMediaTag.id}/add_media`, { model_ids: [myMedia.id] })).statusCode,
    ).toBe(404);
    const myMediaTag = (await owner.post('/api/v1/tags?tag_type=media')).json().tag;
    expect(
      (await owner.post(`/api/v1/tags/${myMediaTag.id}/add_media`, { model_ids: [myMedia.id] })).json().tag.medias,
    ).toEqual([myMedia.id]);
  });
});

describe('kudos on the whole deck', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await createTestBff();
  });
  afterAll(() => bff.close());

  it('says whether the signed-in viewer gave kudos', async () => {
    const owner = createClient(bff.app);
    const fan = createClient(bff.app);
    await signUp(owner, 'author');
    await signUp(fan, 'fan');
    const deck = (await owner.post('/api/v1/decks', { deck: { title: 'Liked' } })).json().deck;
    expect((await fan.get(`/api/v1/decks/${deck.id}`)).json().deck.kudoed).toBe(false);
    await fan.post(`/api/v1/decks/${deck.id}/kudos/kudo`);
    expect((await fan.get(`/api/v1/decks/${deck.id}`)).json().deck.kudoed).toBe(true);
    expect((await fan.get(`/api/v1/users/author/decks/liked`)).json().deck.kudoed).toBe(true);
    expect((await createClient(bff.app).get(`/api/v1/decks/${deck.id}`)).json().deck.kudoed).toBe(false);
  });
});
