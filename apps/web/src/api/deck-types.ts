import type { Deck, DeckCard, Tag } from '@lectern/contracts';

// Answer shapes of the deck, tag and search calls (libs/contracts/src/decks.ts), as types only.

export type { Deck, DeckCard, Tag };

/** The profile's deck tabs (spec/000 §2). */
export type ProfileTab = 'personal' | 'shared' | 'trash';
export const PROFILE_TABS: readonly ProfileTab[] = ['personal', 'shared', 'trash'];

/** GET /users/{username}/decks: one page of a tab, and how many decks the viewer may see in each tab. */
export interface ProfileDecksPage {
  results: DeckCard[];
  total: number;
  page: number;
  per_page: number;
  tabs: Record<ProfileTab, number>;
}

export type SearchSort = 'relevance' | 'created' | 'views';

export interface SearchResults {
  total: number;
  results: DeckCard[];
  decks_per_page: number;
}

export interface Revision {
  id: number;
  version: number;
  created_at: string;
  author: { id: string; username: string } | null;
  restored_from: number | null;
}

export interface RevisionData {
  revision: Revision;
  /** Sanitized reveal.js markup: a `<section>` per slide. */
  data: string;
}

export interface KudosState {
  kudos_count: number;
  kudoed: boolean;
}

/** The copy a fork or a clone made. */
export interface DeckCopy {
  deck: { id: string; slug: string; user: { username: string } };
}
