import { createFileRoute, redirect } from '@tanstack/react-router';
import { statusQueryOptions } from '../../api/account';
import { UserSettingsScreen } from '../../user-settings/user-settings-screen';

export const Route = createFileRoute('/users/settings')({
  staticData: { pageType: 'account-edit', title: 'Settings' },
  // Signed in only; the session store has heard the first status answer once it is there.
  beforeLoad: async ({ context, location }) => {
    await context.queryClient.ensureQueryData(statusQueryOptions());
    if (!context.session.getSnapshot().user) {
      throw redirect({ to: '/users/sign_in', search: { redirect: location.href }, replace: true });
    }
  },
  component: UserSettingsScreen,
});
