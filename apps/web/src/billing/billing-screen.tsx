import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@lectern/contracts';
import {
  BILLING_LOAD_FAILED,
  billingSetupQueryOptions,
  customerQueryOptions,
  subscriptionQueryOptions,
} from '../api/billing';
import { useDocumentTitle } from '../routing/use-document-title';
import { useCurrentUser } from '../session/session-context';
import { isActiveMember, isTeamManager } from '../session/team-manager';
import { planState, showsBusinessDetails } from './billing-summary';
import { billingTexts } from './billing-texts';
import { BusinessDetailsForm } from './business-details-form';
import { PaymentsCard } from './payments-card';
import { PlanCard } from './plan-card';
import { ReceiptToggle } from './receipt-toggle';
import { SubscriptionCard } from './subscription-card';
import { TeamReactivationCard } from './team-reactivation-card';
import './billing.css';

/**
 * The billing page (spec/002 §2 "subscription show", "team subscription show"): the plan billed,
 * the subscription bought through the payment provider when payments are on (decision 0047), the
 * payments list and the business details; while payments are off, nothing to pay (decision 0015). A team's managers see the team's billing; its members, and the managers
 * of a team billed by hand, are told who handles it instead (the server refuses them anyway).
 */
export function BillingScreen() {
  useDocumentTitle(billingTexts.title);
  const user = useCurrentUser();
  return (
    <section className="billing">
      <h1 className="screen__title">{billingTexts.title}</h1>
      {user && <BillingBody user={user} />}
    </section>
  );
}

function BillingBody({ user }: { user: CurrentUser }) {
  if (isActiveMember(user) && !isTeamManager(user)) return <p className="billing__lead">{billingTexts.managersOnly}</p>;
  if (isTeamManager(user) && user.manually_upgraded)
    return <p className="billing__lead">{billingTexts.teamBilledByHand}</p>;
  return <BillingDetails user={user} />;
}

function BillingDetails({ user }: { user: CurrentUser }) {
  const subscription = useQuery(subscriptionQueryOptions());
  const customer = useQuery(customerQueryOptions());
  const setup = useQuery(billingSetupQueryOptions());
  // While a retry is under way the page says it is loading again.
  if ([subscription, customer].some((query) => query.isError && !query.isFetching)) {
    return (
      <div className="billing__card billing__failure" role="alert">
        <p>{BILLING_LOAD_FAILED}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            if (subscription.isError) void subscription.refetch();
            if (customer.isError) void customer.refetch();
          }}
        >
          {billingTexts.retry}
        </button>
      </div>
    );
  }
  if (!subscription.data || !customer.data) {
    return (
      <p className="billing__lead" role="status">
        {billingTexts.loading}
      </p>
    );
  }
  // One state for both cards: the plan's and the subscription's say the same.
  const team = subscription.data.user_count !== null;
  // Where payments are taken a team pays through its subscription: once that ended, it is in no state.
  const ended = team && Boolean(setup.data) && !customer.data.subscription;
  const state = ended ? null : planState(subscription.data, customer.data.subscription);
  return (
    <>
      <PlanCard details={subscription.data} state={state} paymentsOn={Boolean(setup.data)} />
      {ended && setup.data && (
        <TeamReactivationCard setup={setup.data} period={subscription.data.billed_yearly ? 'yearly' : 'monthly'} />
      )}
      {customer.data.subscription && (
        <SubscriptionCard customer={customer.data} state={state} plan={user.account_type} team={team} />
      )}
      <PaymentsCard charges={customer.data.charges}>
        {customer.data.can_toggle_notifications && <ReceiptToggle user={user} />}
      </PaymentsCard>
      {showsBusinessDetails(user) && <BusinessDetailsForm user={user} />}
    </>
  );
}
