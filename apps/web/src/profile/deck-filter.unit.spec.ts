import { describe, expect, it } from 'vitest';
import type { DeckCard } from '@lectern/contracts';
import { effectiveSort, filterDecks, matchesTerm, sortChoices, sortDecks } from './deck-filter';

const deck = (id: string, fields: Partial<DeckCard> = {}): DeckCard => ({
  id,
  title: id,
  slug: id,
  description: '',
  visibility: 'all',
  status: 'active',
  view_count: 0,
  kudos_count: 0,
  slide_count: 1,
  thumbnail_url: null,
  version: 1,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  tag_ids: [],
  user: { id: 'u', username: 'alice', account_type: 'default' },
  ...fields,
});

const noTags = () => [];

describe('profile search', () => {
  const roadmap = deck('1', { title: 'Product Roadmap', description: 'Plans for Q3' });

  it('matches title, description or tag names, trimmed and case-insensitive', () => {
    expect(matchesTerm(roadmap, '  ROADMAP ', [])).toBe(true);
    expect(matchesTerm(roadmap, 'q3', [])).toBe(true);
    expect(matchesTerm(roadmap, 'work', ['Work talks'])).toBe(true);
    expect(matchesTerm(roadmap, 'work', [])).toBe(false);
    expect(matchesTerm(roadmap, '   ', [])).toBe(true);
  });

  it('keeps the decks of the selected tag that match the term', () => {
    const decks = [roadmap, deck('2', { title: 'Roadshow' }), deck('3', { title: 'Budget' })];
    const tagged = new Set(['1', '3']);
    expect(filterDecks(decks, { term: 'road', taggedIds: tagged, tagNamesOf: noTags }).map((d) => d.id)).toEqual(['1']);
    expect(filterDecks(decks, { term: '', taggedIds: tagged, tagNamesOf: noTags }).map((d) => d.id)).toEqual([
      '1',
      '3',
    ]);
    expect(filterDecks(decks, { term: 'road', tagNamesOf: noTags }).map((d) => d.id)).toEqual(['1', '2']);
  });
});

describe('profile sort', () => {
  const decks = [
    deck('old', { title: 'beta', created_at: '2024-01-01T00:00:00Z', view_count: 5 }),
    deck('new', { title: 'Alpha', created_at: '2025-06-01T00:00:00Z', view_count: 1 }),
    deck('private', { title: 'gamma', created_at: '2025-03-01T00:00:00Z', view_count: 900, visibility: 'self' }),
    deck('internal', { title: 'Delta', created_at: '2025-02-01T00:00:00Z', view_count: 50, visibility: 'team' }),
  ];
  const order = (sort: Parameters<typeof sortDecks>[1]) => sortDecks(decks, sort).map((d) => d.id);

  it('puts the newest first by default, the oldest first on request', () => {
    expect(order('created')).toEqual(['new', 'private', 'internal', 'old']);
    expect(order('created-reverse')).toEqual(['old', 'internal', 'private', 'new']);
  });

  it('ranks by views with decks that are not public counting as -1', () => {
    expect(order('views')).toEqual(['old', 'new', 'private', 'internal']);
  });

  it('sorts alphabetically without regard to case', () => {
    expect(order('az')).toEqual(['new', 'old', 'internal', 'private']);
  });

  it('offers Most views only when a public deck is listed', () => {
    expect(sortChoices(decks)).toEqual(['created', 'created-reverse', 'views', 'az']);
    const hidden = decks.filter((d) => d.visibility !== 'all');
    expect(sortChoices(hidden)).toEqual(['created', 'created-reverse', 'az']);
    expect(effectiveSort('views', sortChoices(hidden))).toBe('created');
    expect(effectiveSort('az', sortChoices(hidden))).toBe('az');
  });
});
