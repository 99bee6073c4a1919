import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckThumbnailStreamId } from '@lectern/domain';
import { newEventId } from '@lectern/event-store';
import { createClient, createDeck, signedUpClient, type TestClient } from '../testing/client.js';
import { createTestBff, type TestBff } from '../testing/harness.js';
import { EMBED_ROUTE_CHUNK, FULLSCREEN_ROUTE_CHUNK, SHOW_ROUTE_CHUNK } from './manifest.js';

const FIRST_SLIDE =
  '<section data-id="one"><div class="sl-block" data-block-type="text" data-block-id="t" style="left:80px; top:40px; width:800px; height:auto;"><div class="sl-block-content"><h1>Opening words</h1></div></div><aside class="notes">Speaker only</aside></section>';
const MARKUP = `${FIRST_SLIDE}<section data-id="two"><h2>Second slide words</h2></section>`;
const HOSTILE = '"><script>alert(1)</script>';

/** The deck views' stylesheets, as a build's manifest lists them; the slides' one holds the theme fonts. */
const manifest = {
  [SHOW_ROUTE_CHUNK]: { file: 'assets/show-1.js', css: ['assets/show-1.css'], imports: ['_stage.js'] },
  [FULLSCREEN_ROUTE_CHUNK]: { file: 'assets/fullscreen-1.js', imports: ['_stage.js'] },
  [EMBED_ROUTE_CHUNK]: { file: 'assets/embed-1.js', css: ['assets/embed-1.css'], imports: ['_stage.js'] },
  '_stage.js': { file: 'assets/stage-2.js', css: ['assets/slides-2.css'] },
};
const SLIDES_CSS =
  '@font-face{font-family:Montserrat;font-style:normal;font-weight:400;src:url(/assets/montserrat-latin-400-normal-a.woff2)format("woff2");unicode-range:U+??,U+131}' +
  '@font-face{font-family:Montserrat;font-style:normal;font-weight:400;src:url(/assets/montserrat-cyrillic-400-normal-b.woff2)format("woff2");unicode-range:U+301,U+400-45F}' +
  '@font-face{font-family:Montserrat;font-style:italic;font-weight:400;src:url(/assets/montserrat-latin-400-italic-c.woff2)format("woff2");unicode-range:U+??,U+131}' +
  '@font-face{font-family:Montserrat;font-style:normal;font-weight:700;src:url(/assets/montserrat-latin-700-normal-d.woff2)format("woff2");unicode-range:U+??,U+131}' +
  '@font-face{font-family:League Gothic;font-style:normal;font-weight:400;src:url(/assets/league-gothic-latin-400-normal-e.woff2)format("woff2");unicode-range:U+??,U+131}';

interface DeckAnswer {
  deck: { version: number };
}

const SHOW_CSS = '.deck-show{display:grid}';

describe('deck pages painted by the server', () => {
  let bff: TestBff;
  let owner: TestClient;
  let other: TestClient;
  let anonymous: TestClient;

  beforeAll(async () => {
    bff = await createTestBff({
      webFiles: {
        '.vite/manifest.json': JSON.stringify(manifest),
        'assets/show-1.css': SHOW_CSS,
        'assets/slides-2.css': SLIDES_CSS,
      },
    });
    owner = await signedUpClient(bff.app, 'painter');
    other = await signedUpClient(bff.app, 'onlooker');
    anonymous = createClient(bff.app);
    await bff.setPlan('painter', 'pro');
  });
  afterAll(() => bff.close());

  async function deckWith(fields: Record<string, unknown>, markup = MARKUP) {
    const deck = await createDeck(owner, fields);
    const saved = await owner.put(`/api/v1/decks/${deck.id}`, {
      deck: { ...fields, data: markup, version: deck.version },
    });
    expect(saved.statusCode).toBe(200);
    // Others see a save once the read models show it; the save itself answers before.
    await bff.caughtUp();
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
    // The route's stylesheets in one file, and each of its own, disabled, for the app's loader to find.
    expect(page.body).toContain(
      '<link rel="stylesheet" href="/assets/page.css?show-1,slides-2">' +
        '<link rel="stylesheet" href="/assets/show-1.css" disabled>' +
        '<link rel="stylesheet" href="/assets/slides-2.css" disabled>',
    );
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['vary']).toMatch(/cookie/i);
  });

  it("answers a page's stylesheets as one file, in their order, kept for good, and nothing else under that name", async () => {
    const bundle = await anonymous.get('/assets/page.css?show-1,slides-2');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(bundle.body).toBe(`${SHOW_CSS}\n${SLIDES_CSS}`);
    const compressed = async () =>
      bff.app.inject({ url: '/assets/page.css?show-1,slides-2', headers: { 'accept-encoding': 'gzip, br' } });
    await expect.poll(async () => (await compressed()).headers['content-encoding']).toBe('br');
    expect((await compressed()).headers['vary']).toMatch(/accept-encoding/);
    // Another list of the build's files is answered too (a page of another BFF of the build links it).
    expect((await anonymous.get('/assets/page.css?slides-2,show-1')).body).toBe(`${SLIDES_CSS}\n${SHOW_CSS}`);
    for (const query of ['..%2F.vite%2Fmanifest', '../.vite/manifest', 'missing-1,show-1', '', 'show-1,'])
      expect((await anonymous.get(`/assets/page.css?${query}`)).statusCode, query).toBe(404);
  });

  it('keeps a page for visitors without an account until its deck changes: a save, a visibility change and a trash show at once', async () => {
    const deck = await deckWith({ title: 'Kept deck' });
    const page = () => anonymous.get(`/painter/${deck.slug}`);
    const version = async () => ((await owner.get(`/api/v1/decks/${deck.id}`)).json() as DeckAnswer).deck.version;
    expect((await page()).body).toContain('Opening words');
    expect((await page()).body).toContain('Opening words');

    const data = MARKUP.replace('Opening words', 'Rewritten words');
    expect((await owner.put(`/api/v1/decks/${deck.id}`, { deck: { data, version: await version() } })).statusCode).toBe(
      200,
    );
    await bff.caughtUp();
    expect((await page()).body).toContain('Rewritten words');
    // The owner sees their own page, never the one kept for visitors.
    expect((await owner.get(`/painter/${deck.slug}`)).body).toContain('Rewritten words');

    expect((await owner.put(`/api/v1/decks/${deck.id}`, { deck: { visibility: 'self' } })).statusCode).toBe(200);
    await bff.caughtUp();
    const hidden = await page();
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Rewritten words');

    expect((await owner.put(`/api/v1/decks/${deck.id}`, { deck: { visibility: 'all' } })).statusCode).toBe(200);
    await bff.caughtUp();
    expect((await page()).body).toContain('Rewritten words');
    expect((await owner.post(`/api/v1/decks/${deck.id}/trash`)).statusCode).toBe(204);
    await bff.caughtUp();
    expect((await page()).statusCode).toBe(404);
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
    // A malformed address names nothing: the app's not-found page, before any page is made.
    const malformed = await anonymous.get('/painter/%E0%A4%A');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.body).not.toContain('server-painted-deck');
  });

  it("paints the fullscreen and embed views with the theme font's faces the first slide uses preloaded", async () => {
    const deck = await deckWith({ title: 'Window deck', theme_font: 'league', width: 1280, height: 720 });
    for (const view of ['', '/fullscreen', '/embed']) {
      const page = await anonymous.get(`/painter/${deck.slug}${view}`);
      expect(page.statusCode, view).toBe(200);
      expect(page.body, view).toContain('id="server-painted-deck"');
      expect(page.body, view).toContain('Opening words');
      expect(page.body, view).not.toContain('Second slide words');
      expect(page.body, view).toContain(
        '<link rel="preload" href="/assets/league-gothic-latin-400-normal-e.woff2" as="font" type="font/woff2" crossorigin>',
      );
      expect(page.body, view).not.toContain('montserrat');
      // reveal.js's scale of a 1280×720 slide in the deck's element, less the 5 % margin.
      expect(page.body, view).toContain('tan(atan2(round(100cqw, 1px) * 0.95, 1280px))');
    }
    const montserrat = await anonymous.get(`/painter/${(await deckWith({ title: 'Plain deck' })).slug}/fullscreen`);
    const preloads = [...montserrat.body.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloads).toEqual([
      '/assets/montserrat-latin-400-normal-a.woff2',
      '/assets/montserrat-latin-700-normal-d.woff2',
    ]);
    // A first slide with emphasis has its italic face preloaded too, not found once the slide is laid out.
    const slanted = FIRST_SLIDE.replace('<h1>Opening words</h1>', '<h1>Opening words</h1><p>and <em>slanted</em></p>');
    const emphasis = await anonymous.get(`/painter/${(await deckWith({ title: 'Slanted deck' }, slanted)).slug}`);
    expect([...emphasis.body.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/assets/montserrat-latin-400-normal-a.woff2',
      '/assets/montserrat-latin-700-normal-d.woff2',
      '/assets/montserrat-latin-400-italic-c.woff2',
    ]);
    expect(montserrat.body).toContain('<link rel="stylesheet" href="/assets/slides-2.css">');
    expect(montserrat.body).not.toContain('/assets/show-1.css');
  });

  it('paints the embed footer the embed will show: hidden only on a public deck of a paid owner', async () => {
    const deck = await deckWith({ title: 'Framed deck' });
    const footer = (body: string) => /<footer class="embed-footer">.*?<\/footer>/.exec(body)?.[0];
    const full = footer((await anonymous.get(`/painter/${deck.slug}/embed`)).body);
    expect(full).toContain('Framed deck');
    expect(full).toContain('by <a>painter</a>');
    expect(full).toContain('Share');
    expect(footer((await anonymous.get(`/painter/${deck.slug}/embed?style=hidden`)).body)).toBeUndefined();
    const bare = footer((await anonymous.get(`/painter/${deck.slug}/embed?byline=hidden&share=hidden`)).body);
    expect(bare).not.toContain('painter');
    expect(bare).not.toContain('Share');

    await bff.setPlan('painter', 'default');
    try {
      expect(footer((await anonymous.get(`/painter/${deck.slug}/embed?style=hidden`)).body)).toContain('Share');
    } finally {
      await bff.setPlan('painter', 'pro');
    }
  });

  it("leaves a private deck's views to the app for anyone but its owner, with a 404", async () => {
    const deck = await deckWith({ title: 'Private window', visibility: 'self' });
    expect((await owner.get(`/painter/${deck.slug}/embed`)).body).toContain('Opening words');
    for (const view of ['/fullscreen', '/embed']) {
      const page = await anonymous.get(`/painter/${deck.slug}${view}`);
      expect(page.statusCode, view).toBe(404);
      expect(page.body, view).not.toContain('Opening words');
      expect(page.body, view).not.toContain('server-painted-deck');
    }
  });
});
