import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckThumbnailStreamId } from '@lectern/domain';
import { newEventId } from '@lectern/event-store';
import { createClient, createDeck, signedUpClient, type TestClient } from '../testing/client.js';
import { createTestBff, type TestBff } from '../testing/harness.js';
import { SHOW_ROUTE_CHUNK } from './manifest.js';

const FIRST_SLIDE =
  '<section data-id="one"><div class="sl-block" data-block-type="text" data-block-id="t" style="left:80px; top:40px; width:800px; height:auto;"><div class="sl-block-content"><h1>Opening words</h1></div></div><aside class="notes">Speaker only</aside></section>';
const MARKUP = `${FIRST_SLIDE}<section data-id="two"><h2>Second slide words</h2></section>`;
const HOSTILE = '"><script>alert(1)</script>';

/** The show page's stylesheets, as a build's manifest lists them. */
const manifest = {
  [SHOW_ROUTE_CHUNK]: { file: 'assets/show-1.js', css: ['assets/show-1.css'], imports: ['_stage.js'] },
  '_stage.js': { file: 'assets/stage-2.js', css: ['assets/slides-2.css'] },
};

describe('deck pages painted by the server', () => {
  let bff: TestBff;
  let owner: TestClient;
  let other: TestClient;
  let anonymous: TestClient;

  beforeAll(async () => {
    bff = await createTestBff({ webFiles: { '.vite/manifest.json': JSON.stringify(manifest) } });
    owner = await signedUpClient(bff.app, 'painter');
    other = await signedUpClient(bff.app, 'onlooker');
    anonymous = createClient(bff.app);
    await bff.setPlan('painter', 'pro');
  });
  afterAll(() => bff.close());

  async function deckWith(fields: Record<string, unknown>, markup = MARKUP) {
    const deck = await createDeck(owner, fields);
    const saved = await owner.put(`/api/v1/decks/${deck.id}`, { deck: { data: markup, version: deck.version } });
    expect(saved.statusCode).toBe(200);
    return deck;
  }

  it('answers the show page with the first slide, the meta tags and the slide stylesheets, for a script-less fetch', async () => {
    const deck = await deckWith({ title: 'Painted deck', description: 'What it is about' });
    const page = await anonymous.get(`/painter/${deck.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Opening words');
    expect(page.body).not.toContain('Second slide words');
    expect(page.body).not.toContain('Speaker only');
    expect(page.body).toContain('<title>Painted deck</title>');
    expect(page.body).toContain('<meta name="description" content="What it is about">');
    expect(page.body).toContain('<meta property="og:title" content="Painted deck">');
    expect(page.body).toContain('<meta name="twitter:card" content="summary">');
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost:80/painter/${deck.slug}">`);
    expect(page.body).toContain('<link rel="stylesheet" href="/assets/show-1.css">');
    expect(page.body).toContain('<link rel="stylesheet" href="/assets/slides-2.css">');
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['vary']).toMatch(/cookie/i);
  });

  it("names a public deck's thumbnail for link previews, never a private deck's", async () => {
    const drawn = async (deckId: string) => {
      const rendered = await bff.store.append(
        deckThumbnailStreamId(deckId),
        [
          {
            id: newEventId(),
            type: 'DeckThumbnailRendered',
            data: { version: 1, key: `thumbnails/${deckId}/1.webp`, contentType: 'image/webp', renderedAt: 'now' },
            metadata: { actorId: null, correlationId: 'test', causationId: null },
          },
        ],
        { expectedVersion: 'any' },
      );
      await bff.waitFor(rendered.position);
    };
    const shown = await deckWith({ title: 'Pictured deck' });
    await drawn(shown.id);
    const page = await anonymous.get(`/painter/${shown.slug}`);
    expect(page.body).toContain(
      `<meta property="og:image" content="http://localhost:80/api/v1/decks/${shown.id}/thumbnail?v=1">`,
    );
    expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    const hidden = await deckWith({ title: 'Hidden pictured deck', visibility: 'self' });
    await drawn(hidden.id);
    const own = await owner.get(`/painter/${hidden.slug}`);
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('og:image');
  });

  it('escapes a hostile title and description everywhere it writes them', async () => {
    const deck = await deckWith({ title: `Title ${HOSTILE}`, description: `About ${HOSTILE}` });
    const page = await anonymous.get(`/painter/${deck.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('content="Title &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page.body).toContain('<title>Title "&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });

  it('paints a private deck for its owner only; to anyone else it is a 404 without its content', async () => {
    const deck = await deckWith({ title: 'Secret plans', description: 'Hidden words', visibility: 'self' });
    const mine = await owner.get(`/painter/${deck.slug}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('Opening words');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    for (const visitor of [anonymous, other]) {
      const page = await visitor.get(`/painter/${deck.slug}`);
      expect(page.statusCode).toBe(404);
      for (const secret of ['Secret plans', 'Hidden words', 'Opening words']) expect(page.body).not.toContain(secret);
      expect(page.headers['cache-control']).toMatch(/no-store/);
    }
  });

  it('paints an empty deck and leaves other pages, old slugs and private links to the app', async () => {
    const empty = await deckWith({ title: 'Nothing yet' }, '');
    const page = await anonymous.get(`/painter/${empty.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 class="deck-page__title">Nothing yet</h1>');

    for (const path of [`/painter/${empty.id}`, `/painter/${empty.slug}?token=abc`, '/users/sign_in']) {
      const other = await anonymous.get(path);
      expect(other.statusCode, path).toBe(200);
      expect(other.body, path).not.toContain('server-painted-deck');
    }
    expect((await anonymous.get('/painter/no-such-deck')).statusCode).toBe(404);
    const unknownUser = await anonymous.get('/nobody/deck');
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.body).not.toContain('server-painted-deck');
    // A malformed address is refused before any page is made.
    expect((await anonymous.get('/painter/%E0%A4%A')).statusCode).toBe(400);
  });
});
