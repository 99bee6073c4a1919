import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { ProfileDecksPage, ProfileTab } from './deck-types';

/** spec/000 §8, verbatim. */
export const DECKS_LOAD_FAILED = 'An error occurred while loading decks';

export function fetchProfileDecks(username: string, tab: ProfileTab, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ tab, page: String(page) });
  return apiRequest<ProfileDecksPage>(`/users/${encodeURIComponent(username)}/decks?${query}`, { signal });
}

/** The first page of a profile tab, which arrives with the page; the profile loads the others itself. */
export const firstProfilePageOptions = (username: string, tab: ProfileTab) =>
  queryOptions({
    queryKey: ['profile-decks', username, tab],
    queryFn: ({ signal }) => fetchProfileDecks(username, tab, 1, signal),
    staleTime: 0,
    meta: { errorMessage: DECKS_LOAD_FAILED },
  });
