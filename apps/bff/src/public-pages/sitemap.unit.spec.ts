import { describe, expect, it } from 'vitest';
import { deckUrls, robotsTxt, SITEMAP_SITE_PAGES, sitemapIndex, sitemapShape } from './sitemap.js';

describe('sitemapShape', () => {
  it('lists every address in one file while the site pages and the decks fit in 50,000', () => {
    expect(sitemapShape(50_000 - SITEMAP_SITE_PAGES.length)).toEqual({ kind: 'list' });
  });

  it('becomes an index of deck files of 50,000 each past that', () => {
    expect(sitemapShape(50_000)).toEqual({ kind: 'index', deckFiles: 1 });
    expect(sitemapShape(100_001)).toEqual({ kind: 'index', deckFiles: 3 });
  });

  it('pages by the limit it is given', () => {
    expect(sitemapShape(5, 10)).toEqual({ kind: 'index', deckFiles: 1 });
    expect(sitemapShape(25, 10)).toEqual({ kind: 'index', deckFiles: 3 });
  });
});

describe('sitemap files', () => {
  it('names the site pages file, then each deck file', () => {
    const index = sitemapIndex('https://lectern.example', 2);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://lectern.example/sitemaps/pages.xml',
      'https://lectern.example/sitemaps/decks-1.xml',
      'https://lectern.example/sitemaps/decks-2.xml',
    ]);
  });

  it("escapes a deck's address and gives its last change", () => {
    const line = deckUrls('https://lectern.example', [
      {
        id: 'd1',
        owner_id: 'u1',
        visibility: 'all',
        status: 'active',
        username: 'ada',
        slug: 'a&b',
        updated_at: new Date('2026-11-29T10:00:00Z'),
      },
    ]);
    expect(line).toBe(
      '<url><loc>https://lectern.example/ada/a%26b</loc><lastmod>2026-11-29T10:00:00.000Z</lastmod></url>\n',
    );
  });

  it('points robots at the sitemap and keeps them off the API and the deck editors', () => {
    const robots = robotsTxt('https://lectern.example');
    expect(robots).toContain('Sitemap: https://lectern.example/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /*/*/edit');
  });
});
