import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_CORPUS, unsafeParts } from '@lectern/deck-format/testing';
import { MARKUP_MAX_DEPTH } from '@lectern/deck-format';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

/** POST /decks/{id}/slide_html: the HTML editor's markup, cleaned as a content save cleans it. */
describe('slide HTML cleaning', () => {
  let bff: TestBff;
  let owner: TestClient;
  let stranger: TestClient;
  let publicDeck: string;
  let privateDeck: string;

  const clean = (client: TestClient, deckId: string, html: unknown) =>
    client.post(`/api/v1/decks/${deckId}/slide_html`, { html });

  beforeAll(async () => {
    bff = await createTestBff();
    owner = await signedUpClient(bff.app, 'hattie');
    await bff.setPlan('hattie', 'pro');
    stranger = await signedUpClient(bff.app, 'hugo');
    publicDeck = (await createDeck(owner, { title: 'Open' })).id;
    privateDeck = (await createDeck(owner, { title: 'Closed', visibility: 'self' })).id;
  });
  afterAll(() => bff.close());

  it('answers every hostile case with nothing unsafe left, and cleaning the answer again changes nothing', async () => {
    const cases = HOSTILE_CORPUS.filter(({ markup }) => !/<\/?section/i.test(markup));
    expect(cases.length).toBeGreaterThan(50);
    for (const { name, markup } of cases) {
      const answer = await clean(owner, publicDeck, `<section data-id="s1">${markup}</section>`);
      expect(answer.statusCode, name).toBe(200);
      const html = answer.json().html as string;
      expect(unsafeParts(html), name).toEqual([]);
      const again = await clean(owner, publicDeck, html);
      expect(again.json().html, name).toBe(html);
    }
  });

  it("drops another person's media from the slide", async () => {
    const theirs = '/media-files/0f8fad5b-d9cb-469f-a165-70867728950e/photo.png';
    const answer = await clean(
      owner,
      publicDeck,
      `<section data-id="s1"><div class="sl-block" data-block-type="image" style="left:0;top:0;width:10px;height:10px"><div class="sl-block-content"><img src="${theirs}"></div></div></section>`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().html).not.toContain(theirs);
  });

  it('is for those who edit the deck: others get 401, 403 or 404, as the policy says', async () => {
    const slide = '<section><p>Mine now</p></section>';
    expect((await clean(createClient(bff.app), publicDeck, slide)).statusCode).toBe(401);
    expect((await clean(stranger, publicDeck, slide)).statusCode).toBe(403);
    expect((await clean(stranger, privateDeck, slide)).statusCode).toBe(404);
    expect((await clean(stranger, 'no-such-deck', slide)).statusCode).toBe(404);
  });

  it('refuses what is too large, too deep, not text or holds a NUL', async () => {
    const deep = `<section>${'<div>'.repeat(MARKUP_MAX_DEPTH + 5)}x${'</div>'.repeat(MARKUP_MAX_DEPTH + 5)}</section>`;
    const refused = await clean(owner, publicDeck, deep);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ html: ['This slide is too large or nested too deeply'] });
    for (const html of [`<section>${'x'.repeat(1024 * 1024 + 1)}</section>`, '<section>\u0000</section>', 42, null])
      expect((await clean(owner, publicDeck, html)).statusCode).toBe(422);
  });
});
