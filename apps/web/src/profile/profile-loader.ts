import { notFound } from '@tanstack/react-router';
import { ApiError } from '../api/client';
import { firstProfilePageOptions } from '../api/profiles';
import { statusQueryOptions } from '../api/account';
import { tagsQueryOptions } from '../api/tags';
import type { RouterContext } from '../routing/router-context';
import { parseProfileSearch, profileFilters } from './profile-search';

/**
 * The profile arrives with the first page of the tab its address names, and with the owner's
 * tags when the owner looks at it. An unknown user is not found.
 */
export async function loadProfile({ queryClient, session }: RouterContext, username: string, search: object) {
  const { tab } = profileFilters(parseProfileSearch(search as Record<string, unknown>));
  await queryClient.ensureQueryData(statusQueryOptions());
  const owner = session.getSnapshot().user?.username === username;
  try {
    const [firstPage] = await Promise.all([
      queryClient.fetchQuery(firstProfilePageOptions(username, tab)),
      owner ? queryClient.ensureQueryData(tagsQueryOptions()) : undefined,
    ]);
    return { tab, firstPage };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
