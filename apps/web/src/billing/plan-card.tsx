import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import type { SubscriptionDetails } from '@lectern/contracts';
import { billingPeriod, costPerUser, memberCount, planState, TIER_LABELS } from './billing-summary';
import { billingTexts } from './billing-texts';

/**
 * The plan billed and its state, its period and, for a team, its seat price and members; and who
 * takes the payments, since no payment provider is configured (decision 0015).
 */
export function PlanCard({ details }: { details: SubscriptionDetails }) {
  const headingId = useId();
  const state = planState(details);
  const period = billingPeriod(details);
  const members = details.user_count;
  return (
    <section className="billing__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="billing__heading">
        {billingTexts.planHeading}
      </h2>
      <dl className="billing__facts">
        <div>
          <dt>{billingTexts.plan}</dt>
          <dd>
            {TIER_LABELS[details.plan.tier]}
            {state && <span className={`billing__state billing__state--${state.toLowerCase()}`}>{state}</span>}
          </dd>
        </div>
        {period && (
          <div>
            <dt>{billingTexts.period}</dt>
            <dd>{period}</dd>
          </div>
        )}
        {members !== null && (
          <>
            <div>
              <dt>{billingTexts.costPerUser}</dt>
              <dd>{costPerUser(details)}</dd>
            </div>
            <div>
              <dt>{billingTexts.members}</dt>
              <dd>{memberCount(members)}</dd>
            </div>
          </>
        )}
      </dl>
      {details.plan.tier === 'free' ? (
        <p className="billing__text">
          {billingTexts.noSubscription} <Link to="/account/upgrade">{billingTexts.seePlans}</Link>
        </p>
      ) : (
        details.manually_upgraded && <p className="billing__text">{billingTexts.setByAdministrator}</p>
      )}
      <p className="billing__note">{billingTexts.paymentsByAdministrator}</p>
    </section>
  );
}
