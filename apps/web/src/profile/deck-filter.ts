import type { DeckCard } from '@lectern/contracts';
import { DEFAULT_PROFILE_SORT, type ProfileSort } from './profile-search';

/** How a term is compared: trimmed and case-insensitive (spec/000 §2). */
const normalizedTerm = (term: string) => term.trim().toLocaleLowerCase();

const contains = (text: string, term: string) => text.toLocaleLowerCase().includes(term);

/** A deck matches when its title, its description or one of its tag names holds the term. */
export function matchesTerm(deck: DeckCard, term: string, tagNames: readonly string[]): boolean {
  const wanted = normalizedTerm(term);
  if (!wanted) return true;
  return (
    contains(deck.title, wanted) || contains(deck.description, wanted) || tagNames.some((n) => contains(n, wanted))
  );
}

export interface DeckFilter {
  term: string;
  /** The decks of the selected tag; undefined when no tag is selected. */
  taggedIds?: ReadonlySet<string>;
  tagNamesOf: (deckId: string) => readonly string[];
}

export function filterDecks(decks: readonly DeckCard[], filter: DeckFilter): DeckCard[] {
  return decks.filter(
    (deck) =>
      (!filter.taggedIds || filter.taggedIds.has(deck.id)) &&
      matchesTerm(deck, filter.term, filter.tagNamesOf(deck.id)),
  );
}

const createdAt = (deck: DeckCard) => Date.parse(deck.created_at);
/** Most views counts only public decks; the others rank below every public one. */
const publicViews = (deck: DeckCard) => (deck.visibility === 'all' ? deck.view_count : -1);
const newestFirst = (a: DeckCard, b: DeckCard) => createdAt(b) - createdAt(a);

const comparators: Record<ProfileSort, (a: DeckCard, b: DeckCard) => number> = {
  created: newestFirst,
  'created-reverse': (a, b) => createdAt(a) - createdAt(b),
  views: (a, b) => publicViews(b) - publicViews(a) || newestFirst(a, b),
  az: (a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }) || newestFirst(a, b),
};

export function sortDecks(decks: readonly DeckCard[], sort: ProfileSort): DeckCard[] {
  return [...decks].sort(comparators[sort]);
}

/** Most views is offered only when a public deck is listed. */
export function sortChoices(decks: readonly DeckCard[]): ProfileSort[] {
  const views = decks.some((deck) => deck.visibility === 'all');
  return ['created', 'created-reverse', ...(views ? (['views'] as const) : []), 'az'];
}

/** A sort asked for in the address that is not offered falls back to the default. */
export const effectiveSort = (sort: ProfileSort, choices: readonly ProfileSort[]) =>
  choices.includes(sort) ? sort : DEFAULT_PROFILE_SORT;
