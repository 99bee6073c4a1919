import { useNavigate } from '@tanstack/react-router';
import { profileSearchOf, type ProfileFilters } from './profile-search';

/**
 * Rewrites the profile's address in place, without a reload or a jump to the top, whenever its
 * filters change (spec/000 §2). `tagSlug` undefined means the path without a tag part.
 */
export function useProfileAddress(username: string, filters: ProfileFilters) {
  const navigate = useNavigate();
  return (changes: Partial<ProfileFilters>, tagSlug: string | undefined) => {
    const search = profileSearchOf({ ...filters, ...changes });
    const options = { search, replace: true, resetScroll: false } as const;
    return tagSlug === undefined
      ? navigate({ to: '/$username', params: { username }, ...options })
      : navigate({ to: '/$username/decks/$tag', params: { username, tag: tagSlug }, ...options });
  };
}
