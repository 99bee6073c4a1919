import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createDeck, signedUpClient, type TestClient } from '../testing/client.js';
import { createTestBff, type TestBff } from '../testing/harness.js';

describe('pages of users and decks that do not exist', () => {
  let bff: TestBff;
  let owner: TestClient;
  let other: TestClient;
  let privateSlug: string;
  let publicSlug: string;

  beforeAll(async () => {
    bff = await createTestBff();
    owner = await signedUpClient(bff.app, 'keeper');
    other = await signedUpClient(bff.app, 'passer-by');
    await bff.setPlan('keeper', 'pro');
    publicSlug = (await createDeck(owner, { title: 'Open deck' })).slug;
    privateSlug = (await createDeck(owner, { title: 'Closed deck', visibility: 'self' })).slug;
  });
  afterAll(() => bff.close());

  it('answers 404 (with the app, which shows its friendly page) for an unknown user or deck, and for a deck one may not see', async () => {
    for (const path of [
      '/nobody-here',
      '/nobody-here/some-deck',
      '/keeper/no-such-deck',
      '/keeper/no-such-deck/edit',
    ]) {
      const page = await other.get(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.body, path).toContain('<div id="root"></div>');
    }
    for (const client of [other, createClient(bff.app)]) {
      expect((await client.get(`/keeper/${privateSlug}/fullscreen`)).statusCode).toBe(404);
      expect((await client.get(`/keeper/${privateSlug}/edit`)).statusCode).toBe(404);
    }
  });

  it("answers 200 for what exists and may be seen, and for the app's own pages", async () => {
    for (const path of [
      '/keeper',
      '/KEEPER',
      '/keeper/decks/some-tag',
      `/keeper/${publicSlug}/fullscreen`,
      '/explore',
      '/terms',
      '/users/sign_in',
    ])
      expect((await other.get(path)).statusCode, path).toBe(200);
    expect((await owner.get(`/keeper/${privateSlug}/edit`)).statusCode).toBe(200);
    expect((await owner.get('/keeper/new')).statusCode).toBe(200);
  });
});
