import { createFileRoute, redirect } from '@tanstack/react-router';
import { auditQuery, type AuditQuery } from '@lectern/contracts';
import { statusQueryOptions } from '../../api/account';
import { MembershipAudit } from '../../teams/membership-audit';

export const Route = createFileRoute('/teams/audit')({
  staticData: { pageType: 'base', title: 'Membership audit' },
  // Checked by the page (below), which is its own chunk: the schema library stays out of every
  // other page's first download.
  validateSearch: (search): AuditQuery => search,
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
  // A malformed filter in the address is dropped rather than sent.
  const parsed = auditQuery.safeParse(Route.useSearch());
  return <MembershipAudit filter={parsed.success ? parsed.data : {}} />;
}
