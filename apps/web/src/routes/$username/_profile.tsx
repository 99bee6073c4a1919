import { createFileRoute } from '@tanstack/react-router';
import { ProfileError } from '../../profile/profile-error';
import { loadProfile } from '../../profile/profile-loader';
import { ProfileScreen } from '../../profile/profile-screen';
import { parseProfileSearch } from '../../profile/profile-search';

/**
 * The profile, with or without a tag part (`/{username}`, `/{username}/decks/{tag}`): one screen
 * for both, so changing the tag rewrites the address and keeps what is loaded and typed.
 */
export const Route = createFileRoute('/$username/_profile')({
  staticData: { pageType: 'user-profile' },
  validateSearch: parseProfileSearch,
  loader: ({ context, params, location }) => loadProfile(context, params.username, location.search),
  // Loaded on entering only; filters change the address, never reload it. A screen left is not kept.
  shouldReload: false,
  gcTime: 0,
  errorComponent: ProfileError,
  component: ProfileScreen,
});
