import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountEdit } from '../../accounts/account-edit';
import { statusQueryOptions } from '../../api/account';

export const Route = createFileRoute('/users/edit')({
  staticData: { pageType: 'account-edit', title: 'Account settings' },
  // Signed in only; the session store has heard the first status answer once it is there.
  beforeLoad: async ({ context, location }) => {
    await context.queryClient.ensureQueryData(statusQueryOptions());
    if (!context.session.getSnapshot().user) {
      throw redirect({ to: '/users/sign_in', search: { redirect: location.href }, replace: true });
    }
  },
  component: AccountEdit,
});
