import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type Answer } from './client';

/** The profile's deck tabs (spec/000 §2). */
export type ProfileTab = Answer<'profileTab'>;
export const PROFILE_TABS: readonly ProfileTab[] = ['personal', 'shared', 'trash'];

/** One page of a tab, and how many decks the viewer may see in each tab. */
export type ProfileDecksPage = Answer<'profileDecksResponse'>;

/** spec/000 §8, verbatim. */
export const DECKS_LOAD_FAILED = 'An error occurred while loading decks';

/** GET /users/{username}/decks */
export function fetchProfileDecks(username: string, tab: ProfileTab, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ tab, page: String(page) });
  return apiRequest(`/users/${encodeURIComponent(username)}/decks?${query}`, {
    answer: 'profileDecksResponse',
    signal,
  });
}

/** The first page of a profile tab, which arrives with the page; the profile loads the others itself. */
export const firstProfilePageOptions = (username: string, tab: ProfileTab) =>
  queryOptions({
    queryKey: ['profile-decks', username, tab],
    queryFn: ({ signal }) => fetchProfileDecks(username, tab, 1, signal),
    staleTime: 0,
    meta: { errorMessage: DECKS_LOAD_FAILED },
  });
