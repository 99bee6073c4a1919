import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@lectern/contracts';
import { BILLING_LOAD_FAILED, customerQueryOptions, subscriptionQueryOptions } from '../api/billing';
import { useDocumentTitle } from '../layout/use-document-title';
import { useCurrentUser } from '../session/session-context';
import { isActiveMember, isTeamManager } from '../teams/team-manager';
import { showsBusinessDetails } from './billing-summary';
import { billingTexts } from './billing-texts';
import { BusinessDetailsForm } from './business-details-form';
import { PaymentsCard } from './payments-card';
import { PlanCard } from './plan-card';
import './billing.css';

/**
 * The billing page (spec/002 §2 "subscription show", "team subscription show") while no payment
 * provider is configured (decision 0015): the plan billed, the payments list and the business
 * details; no card form. A team's managers see the team's billing; its members, and the managers
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
  return (
    <>
      <PlanCard details={subscription.data} />
      <PaymentsCard charges={customer.data.charges} />
      {showsBusinessDetails(user) && <BusinessDetailsForm user={user} />}
    </>
  );
}
