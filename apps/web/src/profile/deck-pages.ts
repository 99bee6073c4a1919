import type { DeckCard } from '@lectern/contracts';
import type { ProfileDecksPage, ProfileTab } from '../api/profiles';

/**
 * A profile tab's decks, loaded a page at a time (spec/000 §4). The first page arrives with the
 * screen; the remaining ones load one after another once they are wanted (a filter, a search, a
 * sort or a tag is used, or the page is scrolled near its end). `not-started`: more pages remain
 * and none is wanted yet; `loading`: a page is on its way; `loaded`: every page is here.
 */
export type ListStatus = 'not-started' | 'loading' | 'loaded' | 'failed';

export interface DeckList {
  readonly decks: readonly DeckCard[];
  readonly pagesLoaded: number;
  readonly total: number;
  readonly status: ListStatus;
  /** The remaining pages are wanted: each one loaded starts the next. */
  readonly wanted: boolean;
}

export interface DeckPages {
  /** Only the tabs opened so far: the trash loads once, on first open. */
  readonly lists: Partial<Record<ProfileTab, DeckList>>;
  /** How many decks each tab holds for this viewer. */
  readonly counts: Record<ProfileTab, number>;
}

export type DeckPagesEvent =
  | { type: 'opened'; tab: ProfileTab }
  | { type: 'more-wanted'; tab: ProfileTab }
  | { type: 'page-loaded'; tab: ProfileTab; page: ProfileDecksPage }
  | { type: 'page-failed'; tab: ProfileTab }
  | { type: 'retried'; tab: ProfileTab }
  /** Loads the tab again from its first page; its decks stay shown until that page arrives. */
  | { type: 'reloaded'; tab: ProfileTab }
  | { type: 'deck-changed'; deck: DeckCard }
  /** Trashed (`to` trash) or recovered (`to` personal). */
  | { type: 'deck-moved'; deckId: string; to: 'personal' | 'trash' }
  | { type: 'deck-removed'; deckId: string };

const emptyList: DeckList = { decks: [], pagesLoaded: 0, total: 0, status: 'loading', wanted: false };

export function initialDeckPages(tab: ProfileTab, firstPage: ProfileDecksPage): DeckPages {
  return withPage({ lists: { [tab]: emptyList }, counts: firstPage.tabs }, tab, firstPage);
}

/** The page the list waits for, if any. */
export const pageToLoad = (list: DeckList | undefined) =>
  list?.status === 'loading' ? list.pagesLoaded + 1 : undefined;

export function deckPagesReducer(state: DeckPages, event: DeckPagesEvent): DeckPages {
  const list = 'tab' in event ? state.lists[event.tab] : undefined;
  switch (event.type) {
    case 'opened':
      return list ? state : withList(state, event.tab, emptyList);
    case 'more-wanted':
      if (!list || list.wanted) return state;
      return withList(state, event.tab, {
        ...list,
        wanted: true,
        status: list.status === 'not-started' ? 'loading' : list.status,
      });
    case 'page-loaded':
      if (list?.status !== 'loading' || event.page.page !== list.pagesLoaded + 1) return state;
      return withPage(state, event.tab, event.page);
    case 'page-failed':
      return list?.status === 'loading' ? withList(state, event.tab, { ...list, status: 'failed' }) : state;
    case 'retried':
      return list?.status === 'failed' ? withList(state, event.tab, { ...list, status: 'loading' }) : state;
    case 'reloaded':
      return list ? withList(state, event.tab, { ...list, status: 'loading', pagesLoaded: 0 }) : state;
    case 'deck-changed':
      return mapLists(state, (decks) => decks.map((deck) => (deck.id === event.deck.id ? event.deck : deck)));
    case 'deck-moved':
      return moveDeck(state, event.deckId, event.to);
    case 'deck-removed':
      return removeDeck(state, event.deckId);
  }
}

function withList(state: DeckPages, tab: ProfileTab, list: DeckList): DeckPages {
  return { ...state, lists: { ...state.lists, [tab]: list } };
}

function withPage(state: DeckPages, tab: ProfileTab, page: ProfileDecksPage): DeckPages {
  const list = state.lists[tab] ?? emptyList;
  const known = page.page === 1 ? [] : list.decks;
  const knownIds = new Set(known.map((deck) => deck.id));
  const decks = [...known, ...page.results.filter((deck) => !knownIds.has(deck.id))];
  const complete = page.results.length === 0 || page.page * page.per_page >= page.total;
  const status: ListStatus = complete ? 'loaded' : list.wanted ? 'loading' : 'not-started';
  return {
    lists: { ...state.lists, [tab]: { ...list, decks, pagesLoaded: page.page, total: page.total, status } },
    counts: page.tabs,
  };
}

function mapLists(state: DeckPages, change: (decks: readonly DeckCard[]) => readonly DeckCard[]): DeckPages {
  const lists: DeckPages['lists'] = {};
  for (const [tab, list] of Object.entries(state.lists) as [ProfileTab, DeckList][]) {
    lists[tab] = { ...list, decks: change(list.decks) };
  }
  return { ...state, lists };
}

/** The tab that holds a deck on its owner's profile. */
const tabOf = (deck: DeckCard): ProfileTab => (deck.status === 'trashed' ? 'trash' : 'personal');

function findDeck(state: DeckPages, deckId: string): DeckCard | undefined {
  for (const list of Object.values(state.lists)) {
    const deck = list.decks.find((candidate) => candidate.id === deckId);
    if (deck) return deck;
  }
  return undefined;
}

function removeDeck(state: DeckPages, deckId: string): DeckPages {
  const deck = findDeck(state, deckId);
  if (!deck) return state;
  const from = tabOf(deck);
  const removed = mapLists(state, (decks) => decks.filter((candidate) => candidate.id !== deckId));
  const fromList = removed.lists[from];
  return {
    lists: fromList ? { ...removed.lists, [from]: { ...fromList, total: fromList.total - 1 } } : removed.lists,
    counts: { ...state.counts, [from]: Math.max(0, state.counts[from] - 1) },
  };
}

function moveDeck(state: DeckPages, deckId: string, to: 'personal' | 'trash'): DeckPages {
  const deck = findDeck(state, deckId);
  if (!deck || tabOf(deck) === to) return state;
  const removed = removeDeck(state, deckId);
  const moved: DeckCard = { ...deck, status: to === 'trash' ? 'trashed' : 'active' };
  const toList = removed.lists[to];
  return {
    lists: toList
      ? { ...removed.lists, [to]: { ...toList, decks: [moved, ...toList.decks], total: toList.total + 1 } }
      : removed.lists,
    counts: { ...removed.counts, [to]: removed.counts[to] + 1 },
  };
}
