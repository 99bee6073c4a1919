import { createFileRoute, redirect } from '@tanstack/react-router';
import { auditQuery } from '@lectern/contracts';
import { statusQueryOptions } from '../../api/account';
import { MembershipAudit } from '../../teams/membership-audit';

export const Route = createFileRoute('/teams/audit')({
  staticData: { pageType: 'base', title: 'Membership audit' },
  // A malformed filter in the address is dropped rather than sent.
  validateSearch: (search) => {
    const parsed = auditQuery.safeParse(search);
    return parsed.success ? parsed.data : {};
  },
  // Signed in only; the session store has heard the first status answer once it is there.
  beforeLoad: async ({ context, location }) => {
    await context.queryClient.ensureQueryData(statusQueryOptions());
    if (!context.session.getSnapshot().user) {
      throw redirect({ to: '/users/sign_in', search: { redirect: location.href }, replace: true });
    }
  },
  component: AuditScreen,
});

function AuditScreen() {
  return <MembershipAudit filter={Route.useSearch()} />;
}
