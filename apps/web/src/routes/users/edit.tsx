import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountEdit } from '../../accounts/account-edit';
import { fileSyncSearch, providerProblemSearch } from '../../accounts/return-search';
import { statusQueryOptions } from '../../api/account';
import { signInOptionsQueryOptions } from '../../api/sign-in';

export const Route = createFileRoute('/users/edit')({
  staticData: { pageType: 'account-edit', title: 'Account settings' },
  /**
   * `auth_error`: why linking a sign-in provider did not happen; `file_sync` and `file_sync_error`:
   * how connecting Dropbox went.
   */
  validateSearch: (search: Record<string, unknown>) => ({
    ...providerProblemSearch(search),
    ...fileSyncSearch(search),
  }),
  // Signed in only; the session store has heard the first status answer once it is there.
  beforeLoad: async ({ context, location }) => {
    await context.queryClient.ensureQueryData(statusQueryOptions());
    if (!context.session.getSnapshot().user) {
      throw redirect({ to: '/users/sign_in', search: { redirect: location.href }, replace: true });
    }
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(signInOptionsQueryOptions()),
  component: AccountEdit,
});
