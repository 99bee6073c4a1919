import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { billingSetupQueryOptions } from '../../api/billing';
import { CardChangeScreen } from '../../billing/card-change-screen';
import { ComingSoon } from '../../layout/coming-soon';
import { signedInOnly } from '../../routing/signed-in-only';

export const Route = createFileRoute('/account/update_billing')({
  staticData: { pageType: 'subscription-edit', title: 'Update payment card' },
  beforeLoad: signedInOnly,
  component: UpdateBilling,
});

/** A card form when payments are on; without them there is no card to change. */
function UpdateBilling() {
  const setup = useQuery(billingSetupQueryOptions());
  if (setup.isPending) return null;
  return setup.data ? <CardChangeScreen setup={setup.data} /> : <ComingSoon />;
}
