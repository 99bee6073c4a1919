import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import type { SubscriptionDetails } from '@lectern/contracts';
import { billingPeriod, costPerUser, memberCount, TIER_LABELS, type PlanState } from './billing-summary';
import { billingTexts, seatTexts } from './billing-texts';

/**
 * The plan billed and its state (`planState`), its period and, for a team, its seat price and
 * members, and the seats the provider bills with those paid for and not filled this period; and,
 * while no payment provider is configured, who takes the payments (decision 0015).
 */
export function PlanCard({
  details,
  state,
  paymentsOn,
}: {
  details: SubscriptionDetails;
  state: PlanState | null;
  paymentsOn: boolean;
}) {
  const headingId = useId();
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
            {state && <span className={`billing__state billing__state--${state.kind}`}>{state.text}</span>}
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
        {details.seats !== null && (
          <>
            <div>
              <dt>{seatTexts.seats}</dt>
              <dd>{seatTexts.seatCount(details.seats)}</dd>
            </div>
            <div>
              <dt>{seatTexts.freeInvites}</dt>
              <dd>{seatTexts.freeInviteCount(details.free_invites_remaining)}</dd>
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
      {!paymentsOn && <p className="billing__note">{billingTexts.paymentsByAdministrator}</p>}
    </section>
  );
}
