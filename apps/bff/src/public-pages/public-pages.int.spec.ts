import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGELOG } from '@lectern/site-content';
import { createClient, createDeck, signedUpClient, type TestClient } from '../testing/client.js';
import { createTestBff, type TestBff } from '../testing/harness.js';

const ORIGIN = 'http://localhost:80';

/** The marketing pages fetched as a crawler or a browser without scripts would: their words are in the HTML. */
describe('public pages painted by the server', () => {
  let bff: TestBff;
  let owner: TestClient;
  let anonymous: TestClient;
  const slugs: Record<'public' | 'private' | 'internal' | 'trashed', string> = {} as never;

  beforeAll(async () => {
    bff = await createTestBff();
    owner = await signedUpClient(bff.app, 'exhibitor');
    anonymous = createClient(bff.app);
    await bff.setPlan('exhibitor', 'pro');
    for (const [kind, visibility] of [
      ['public', 'all'],
      ['private', 'self'],
      ['internal', 'team'],
      ['trashed', 'all'],
    ] as const) {
      const deck = await createDeck(owner, {
        title: `Harbour ${kind} lights`,
        description: `The ${kind} one`,
        visibility,
      });
      slugs[kind] = deck.slug;
      if (kind === 'trashed') await owner.post(`/api/v1/decks/${deck.id}/trash`);
    }
    await bff.caughtUp();
  });
  afterAll(() => bff.close());

  const headTags = (body: string, path: string, title: string) => {
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
    expect(body).toContain(`<meta property="og:title" content="${title}">`);
    expect(body).toContain(`<meta property="og:url" content="${ORIGIN}${path}">`);
    expect(body).toContain('<meta name="twitter:card" content="summary">');
    expect(body).toContain(`<meta name="twitter:title" content="${title}">`);
  };

  it('paints the home page: its heading, the marquee deck, the promotion steps and the newest change', async () => {
    const page = await anonymous.get('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 class="home-hero__title">Lectern</h1>');
    expect(page.body).toContain('<p class="home-hero__lead">Create, edit, present and share slide decks.</p>');
    expect(page.body).toContain('<div class="marquee__painted-slides deck-slide"><section data-id="marquee-1"');
    expect(page.body).toContain('<h2>Slides that speak for you</h2>');
    expect(page.body).toContain('How it works');
    expect(page.body).toContain(`>${CHANGELOG[0]!.title}</a>`);
    expect(page.body).toContain('href="/users/sign_up"');
    headTags(page.body, '/', 'Lectern');
    // A visitor's status goes with the page, so the app draws its header without asking.
    expect(page.body).toContain(
      '<script type="application/json" id="painted-queries">[[["status"],{"user_signed_in":false}]]',
    );
  });

  it("gives a person's profile the head tags of a public page, and a name no one has a 404", async () => {
    const page = await anonymous.get('/exhibitor');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>exhibitor · Lectern</title>');
    expect(page.body).toContain('<meta name="description" content="Presentations by exhibitor on Lectern.">');
    headTags(page.body, '/exhibitor', 'exhibitor');
    expect(page.body.match(/<meta name="description"/g)).toHaveLength(1);
    const missing = await anonymous.get('/nobody-by-this-name');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('og:title');
  });

  it('paints Explore with the first page of public decks only, and the data the app takes over', async () => {
    const page = await anonymous.get('/explore');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 class="explore__title">Explore</h1>');
    expect(page.body).toContain(`href="/exhibitor/${slugs.public}">Harbour public lights</a>`);
    for (const hidden of ['private', 'internal', 'trashed'])
      expect(page.body).not.toContain(`Harbour ${hidden} lights`);
    expect(page.body).toContain('[["explore","popular","",1],{"total":1,');
    headTags(page.body, '/explore', 'Explore');
  });

  it('paints Explore for a keyword and the newest first', async () => {
    const found = await anonymous.get('/explore?sort=recent&keyword=harbour');
    expect(found.body).toContain('<a class="explore__choice" href="/explore?keyword=harbour">Popular</a>');
    expect(found.body).toContain('Harbour public lights');
    expect(found.body).toContain('[["explore","recent","harbour",1],');
    const none = await anonymous.get('/explore?keyword=zanzibar');
    expect(none.body).toContain('No public decks yet.');
  });

  it("answers Explore's API with public decks only, to anyone", async () => {
    const answer = await owner.get('/api/v1/explore?sort=recent');
    expect(answer.statusCode).toBe(200);
    const { total, results } = answer.json() as { total: number; results: { title: string }[] };
    expect(total).toBe(1);
    expect(results.map((deck) => deck.title)).toEqual(['Harbour public lights']);
  });

  it('paints the features page with its images to expand and its code highlighted', async () => {
    const page = await anonymous.get('/features');
    expect(page.body).toContain('<h1 class="site-page__title">Features</h1>');
    expect(page.body).toContain('Users build decks made of slides, each slide holding blocks');
    expect(page.body).toContain('<a class="site-figure__link" href="/site/editor.svg" data-expand-image>');
    expect(page.body).toMatch(/<code class="hljs language-xml"><span class="hljs-tag">/);
    headTags(page.body, '/features', 'Features');
  });

  it('paints the changelog, every entry newest first', async () => {
    const page = await anonymous.get('/changelog');
    expect(page.body).toContain('<h1 class="site-page__title">Changelog</h1>');
    const titles = [
      ...page.body.matchAll(/<section class="changelog-entry"><h2 class="site-page__heading">([^<]+)</g),
    ].map((match) => match[1]);
    expect(titles).toEqual(CHANGELOG.map((entry) => entry.title));
  });

  it('paints the about page with its brand kit, and the cookie information', async () => {
    const about = await anonymous.get('/about');
    expect(about.body).toContain('<h2 class="site-page__heading" id="brand">Brand kit</h2>');
    const cookies = await anonymous.get('/security/cookies');
    expect(cookies.body).toContain('<h1 class="site-page__title">Cookies</h1>');
    expect(cookies.body).toContain('<td>lectern_session</td>');
    headTags(cookies.body, '/security/cookies', 'Cookies');
  });

  it('gives the pages it does not paint their head tags', async () => {
    const pricing = await anonymous.get('/pricing');
    headTags(pricing.body, '/pricing', 'Pricing');
    expect(pricing.body).toContain('<div id="root"></div>');
  });

  it('paints a signed-in person no visitor links and sends no status', async () => {
    const page = await owner.get('/');
    expect(page.body).toContain('<div class="account-links" aria-busy="true"></div>');
    expect(page.body).not.toContain('painted-queries');
  });

  it('lists the public pages and public decks in sitemap.xml, never a private, internal or trashed deck', async () => {
    const sitemap = await anonymous.get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/features</loc>`);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/exhibitor/${slugs.public}</loc>`);
    for (const hidden of ['private', 'internal', 'trashed'] as const) {
      expect(sitemap.body).not.toContain(`/exhibitor/${slugs[hidden]}<`);
    }
    // While everything fits in one file there are no deck files.
    expect((await anonymous.get('/sitemaps/decks-1.xml')).statusCode).toBe(404);
  });

  it('answers robots.txt pointing at the sitemap', async () => {
    const robots = await anonymous.get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

/** More public decks than Explore's page and the sitemap's (here small) file hold. */
describe('Explore and the sitemap past their first page', () => {
  /** Nine public decks: Explore's eight a page and a second page of one; two sitemap files of five and four. */
  const PUBLIC_DECKS = 9;
  const SITEMAP_MAX_URLS = 5;
  let bff: TestBff;
  let anonymous: TestClient;
  const publicSlugs: string[] = [];
  const hiddenSlugs: string[] = [];

  beforeAll(async () => {
    bff = await createTestBff({ sitemapMaxUrls: SITEMAP_MAX_URLS });
    const owner = await signedUpClient(bff.app, 'lamplighter');
    anonymous = createClient(bff.app);
    await bff.setPlan('lamplighter', 'pro');
    for (let number = 1; number <= PUBLIC_DECKS; number++) {
      publicSlugs.push((await createDeck(owner, { title: `Beacon ${number}`, visibility: 'all' })).slug);
    }
    hiddenSlugs.push((await createDeck(owner, { title: 'Beacon private', visibility: 'self' })).slug);
    const trashed = await createDeck(owner, { title: 'Beacon trashed', visibility: 'all' });
    await owner.post(`/api/v1/decks/${trashed.id}/trash`);
    hiddenSlugs.push(trashed.slug);
    await bff.caughtUp();
  });
  afterAll(() => bff.close());

  const titlesIn = (body: string) =>
    [...body.matchAll(/<a class="deck-card__title-text" href="[^"]+">([^<]+)<\/a>/g)].map((match) => match[1]);

  it("answers Explore's API and paints its page 2 with the decks page 1 left out", async () => {
    const first = (await anonymous.get('/api/v1/explore?sort=recent')).json() as ExploreAnswer;
    const second = (await anonymous.get('/api/v1/explore?sort=recent&page=2')).json() as ExploreAnswer;
    expect(first.total).toBe(PUBLIC_DECKS);
    expect(first.results).toHaveLength(first.decks_per_page);
    const firstTitles = first.results.map((deck) => deck.title);
    const secondTitles = second.results.map((deck) => deck.title);
    expect(secondTitles).toHaveLength(PUBLIC_DECKS - first.decks_per_page);
    expect([...firstTitles, ...secondTitles].sort()).toEqual(
      Array.from({ length: PUBLIC_DECKS }, (_, index) => `Beacon ${index + 1}`).sort(),
    );

    const page = await anonymous.get('/explore?sort=recent&page=2');
    expect(page.statusCode).toBe(200);
    expect(titlesIn(page.body)).toEqual(secondTitles);
    expect(page.body).toContain(`<p class="search__total">${PUBLIC_DECKS} decks</p>`);
    expect(page.body).toContain(
      '<button type="button" class="button button--small">Previous</button>' +
        '<span class="pager__position">Page 2 of 2</span>' +
        '<button type="button" class="button button--small" disabled>Next</button>',
    );
    expect(page.body).toContain('[["explore","recent","",2],');
    expect(titlesIn((await anonymous.get('/explore?sort=recent')).body)).toEqual(firstTitles);
  });

  it('serves the sitemap as an index of the pages file and deck files holding every public deck once', async () => {
    const index = await anonymous.get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const files = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((match) => match[1]);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(files).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/decks-1.xml`,
      `${ORIGIN}/sitemaps/decks-2.xml`,
    ]);

    const pages = await anonymous.get('/sitemaps/pages.xml');
    expect(pages.statusCode).toBe(200);
    expect(pages.body).toContain(`<loc>${ORIGIN}/features</loc>`);
    expect(pages.body).not.toContain('/lamplighter/');

    const listed: string[] = [];
    for (const file of [1, 2]) {
      const answer = await anonymous.get(`/sitemaps/decks-${file}.xml`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/xml/);
      expect(answer.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(answer.body).not.toContain(`<loc>${ORIGIN}/features</loc>`);
      const decks = [...answer.body.matchAll(/<loc>[^<]+\/lamplighter\/([^<]+)<\/loc><lastmod>/g)].map(
        (match) => match[1]!,
      );
      expect(decks).toHaveLength(file === 1 ? SITEMAP_MAX_URLS : PUBLIC_DECKS - SITEMAP_MAX_URLS);
      listed.push(...decks);
    }
    expect(listed.sort()).toEqual([...publicSlugs].sort());
    for (const hidden of hiddenSlugs) expect(listed).not.toContain(hidden);

    for (const past of ['/sitemaps/decks-3.xml', '/sitemaps/decks-0.xml', '/sitemaps/people-1.xml']) {
      expect((await anonymous.get(past)).statusCode).toBe(404);
    }
  });
});

interface ExploreAnswer {
  total: number;
  decks_per_page: number;
  results: { title: string }[];
}
