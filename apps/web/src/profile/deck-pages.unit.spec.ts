import { describe, expect, it } from 'vitest';
import type { DeckCard } from '@lectern/contracts';
import type { ProfileDecksPage } from '../api/profiles';
import { deckPagesReducer, initialDeckPages, pageToLoad, type DeckPages, type DeckPagesEvent } from './deck-pages';

const deck = (id: string, status: DeckCard['status'] = 'active'): DeckCard => ({
  id,
  title: id,
  slug: id,
  description: '',
  visibility: 'all',
  status,
  view_count: 0,
  kudos_count: 0,
  slide_count: 1,
  thumbnail_url: null,
  version: 1,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  tag_ids: [],
  user: { id: 'u', username: 'alice', account_type: 'default' },
});

const page = (number: number, ids: string[], total = 5, trash = 0): ProfileDecksPage => ({
  results: ids.map((id) => deck(id, trash && number === 0 ? 'trashed' : 'active')),
  total,
  page: number,
  per_page: 2,
  tabs: { personal: total, shared: 0, trash },
});

const run = (state: DeckPages, ...events: DeckPagesEvent[]) => events.reduce(deckPagesReducer, state);
const ids = (state: DeckPages, tab: 'personal' | 'trash' = 'personal') => state.lists[tab]?.decks.map((d) => d.id);

describe('profile deck pages', () => {
  const first = initialDeckPages('personal', page(1, ['a', 'b']));

  it('start with the first page and wait until more is wanted', () => {
    expect(first.lists.personal).toMatchObject({ status: 'not-started', pagesLoaded: 1, total: 5 });
    expect(pageToLoad(first.lists.personal)).toBeUndefined();
    expect(first.counts).toEqual({ personal: 5, shared: 0, trash: 0 });
  });

  it('load the remaining pages one after another once wanted, then are loaded', () => {
    let state = run(first, { type: 'more-wanted', tab: 'personal' });
    expect(state.lists.personal?.status).toBe('loading');
    expect(pageToLoad(state.lists.personal)).toBe(2);
    state = run(state, { type: 'page-loaded', tab: 'personal', page: page(2, ['c', 'd']) });
    expect(pageToLoad(state.lists.personal)).toBe(3);
    state = run(state, { type: 'page-loaded', tab: 'personal', page: page(3, ['e']) });
    expect(state.lists.personal?.status).toBe('loaded');
    expect(pageToLoad(state.lists.personal)).toBeUndefined();
    expect(ids(state)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('ignore a page that is not the next one, and keep each deck once', () => {
    const loading = run(first, { type: 'more-wanted', tab: 'personal' });
    expect(run(loading, { type: 'page-loaded', tab: 'personal', page: page(3, ['e']) })).toBe(loading);
    const state = run(loading, { type: 'page-loaded', tab: 'personal', page: page(2, ['b', 'c']) });
    expect(ids(state)).toEqual(['a', 'b', 'c']);
  });

  it('are loaded at once when the first page holds everything', () => {
    expect(initialDeckPages('personal', page(1, ['a'], 1)).lists.personal?.status).toBe('loaded');
  });

  it('fail, and load the same page again on retry', () => {
    let state = run(first, { type: 'more-wanted', tab: 'personal' }, { type: 'page-failed', tab: 'personal' });
    expect(state.lists.personal?.status).toBe('failed');
    expect(pageToLoad(state.lists.personal)).toBeUndefined();
    state = run(state, { type: 'retried', tab: 'personal' });
    expect(pageToLoad(state.lists.personal)).toBe(2);
  });

  it('open another tab once, from its first page, carrying on to the rest when wanted before it arrives', () => {
    let state = run(first, { type: 'opened', tab: 'trash' }, { type: 'more-wanted', tab: 'trash' });
    expect(pageToLoad(state.lists.trash)).toBe(1);
    state = run(state, { type: 'page-loaded', tab: 'trash', page: { ...page(1, ['x', 'y'], 3), tabs: first.counts } });
    expect(pageToLoad(state.lists.trash)).toBe(2);
    expect(run(state, { type: 'opened', tab: 'trash' })).toBe(state);
  });

  it('reload a tab from its first page, keeping its decks shown until it arrives', () => {
    let state = run(first, { type: 'reloaded', tab: 'personal' });
    expect(ids(state)).toEqual(['a', 'b']);
    expect(pageToLoad(state.lists.personal)).toBe(1);
    state = run(state, { type: 'page-loaded', tab: 'personal', page: page(1, ['new', 'a'], 6) });
    expect(ids(state)).toEqual(['new', 'a']);
    expect(state.lists.personal?.status).toBe('not-started');
  });

  it('move a trashed deck to the trash when it is open, and back on recover, counting as they go', () => {
    let state = run(first, { type: 'opened', tab: 'trash' });
    state = run(state, { type: 'page-loaded', tab: 'trash', page: { ...page(1, [], 0), tabs: first.counts } });
    state = run(state, { type: 'deck-moved', deckId: 'a', to: 'trash' });
    expect(ids(state)).toEqual(['b']);
    expect(ids(state, 'trash')).toEqual(['a']);
    expect(state.lists.trash?.decks[0]?.status).toBe('trashed');
    expect(state.counts).toMatchObject({ personal: 4, trash: 1 });
    state = run(state, { type: 'deck-moved', deckId: 'a', to: 'personal' });
    expect(ids(state)).toEqual(['a', 'b']);
    expect(state.counts).toMatchObject({ personal: 5, trash: 0 });
  });

  it('count a trashed deck for a trash not opened yet, and forget a destroyed one', () => {
    let state = run(first, { type: 'deck-moved', deckId: 'b', to: 'trash' });
    expect(state.lists.trash).toBeUndefined();
    expect(state.counts.trash).toBe(1);
    state = run(state, { type: 'deck-removed', deckId: 'a' });
    expect(ids(state)).toEqual([]);
    expect(state.counts.personal).toBe(3);
  });

  it('show a changed deck wherever it is listed', () => {
    const state = run(first, { type: 'deck-changed', deck: { ...deck('b'), title: 'Renamed' } });
    expect(state.lists.personal?.decks.map((d) => d.title)).toEqual(['a', 'Renamed']);
  });
});
