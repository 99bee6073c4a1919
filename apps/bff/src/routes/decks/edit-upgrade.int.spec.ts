import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

/**
 * Edit requires upgrade: a private deck whose owner's paid plan lapsed to free is read-only on the
 * server, not only in the browser, while the owner can still read, publish and trash it.
 */
describe('a private deck of an owner back on the free plan', () => {
  let bff: TestBff;
  let owner: TestClient;
  let deck: { id: string; slug: string };

  beforeAll(async () => {
    bff = await createTestBff();
    owner = await signedUpClient(bff.app, 'lapsed');
    await bff.setPlan('lapsed', 'pro');
    deck = await createDeck(owner, { title: 'Quarterly numbers', visibility: 'self' });
    const saved = await owner.put(`/api/v1/decks/${deck.id}`, {
      deck: { data: '<section>draft</section>', version: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await bff.setPlan('lapsed', 'default');
  });
  afterAll(() => bff.close());

  const saveContent = (data: string, version: number) =>
    owner.put(`/api/v1/decks/${deck.id}`, { deck: { data, version } });

  it('tells the owner the deck needs an upgrade to be edited', async () => {
    const response = await owner.get(`/api/v1/users/lapsed/decks/${deck.slug}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().deck).toMatchObject({ can_edit: false, edit_requires_upgrade: true, can_administer: true });
  });

  it('refuses a save of its content with the plan reason and keeps the content', async () => {
    const response = await saveContent('<section>changed</section>', 2);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'upgrade_required',
      message: 'Your plan does not include this feature',
    });
    expect((await owner.get(`/api/v1/decks/${deck.id}/data`)).json()).toMatchObject({
      data: '<section>draft</section>',
      version: 2,
    });
  });

  it('lets the owner publish it, and then edit it again', async () => {
    const published = await owner.post(`/api/v1/decks/${deck.id}/publish`, { visibility: 'all' });
    expect(published.statusCode, published.body).toBe(200);
    const response = await owner.get(`/api/v1/decks/${deck.id}`);
    expect(response.json().deck).toMatchObject({ can_edit: true, edit_requires_upgrade: false });
    const saved = await saveContent('<section>public now</section>', 2);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('lets the owner publish it through the deck update too, and nothing else there', async () => {
    await bff.setPlan('lapsed', 'lite');
    const draft = await createDeck(owner, { title: 'Draft', visibility: 'self' });
    await bff.setPlan('lapsed', 'default');
    const retitled = await owner.put(`/api/v1/decks/${draft.id}`, { deck: { title: 'Renamed', visibility: 'all' } });
    expect(retitled.statusCode, retitled.body).toBe(403);
    const published = await owner.put(`/api/v1/decks/${draft.id}`, { deck: { visibility: 'all' } });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().deck).toMatchObject({ title: 'Draft', visibility: 'all', can_edit: true });
  });

  it('lets the owner trash it', async () => {
    const other = await createDeck(owner, { title: 'Another' });
    await bff.setPlan('lapsed', 'lite');
    const secret = await createDeck(owner, { title: 'Secret', visibility: 'self' });
    await bff.setPlan('lapsed', 'default');
    expect((await owner.get(`/api/v1/decks/${secret.id}`)).json().deck.edit_requires_upgrade).toBe(true);
    expect((await owner.post(`/api/v1/decks/${secret.id}/trash`)).statusCode).toBe(204);
    expect((await owner.get(`/api/v1/decks/${other.id}`)).json().deck).toMatchObject({
      can_edit: true,
      edit_requires_upgrade: false,
    });
  });
});
