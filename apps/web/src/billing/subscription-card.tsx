import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Customer } from '@lectern/contracts';
import { dollarsFromCents } from '@lectern/domain';
import { cancelSubscription, reactivateSubscription } from '../api/billing';
import { genericErrorMessage } from '../errors/generic-error';
import { useNotify } from '../notifications/notification-context';
import { formatDate, type PlanState } from './billing-summary';
import { couponTexts, subscriptionTexts } from './billing-texts';
import { CancellationSurvey } from './cancellation-survey';
import { awaitPlan, awaitProviderAnswer } from './provider-answer';

/**
 * A subscription bought through the payment provider (spec/002 §2 "subscription show", §4): its
 * state, card and next charge, with cancellation through the survey (it stays available until
 * the period's end) and reactivation while cancelled. Both refetch the billing details once the
 * provider has answered, so the page shows the new state (`state`, as the plan card shows it) at once;
 * a team's managers go home once they have cancelled its subscription (spec/002 §4).
 */
export function SubscriptionCard({
  customer,
  state,
  plan,
  team,
}: {
  customer: Customer;
  state: PlanState | null;
  plan: string;
  team: boolean;
}) {
  const navigate = useNavigate();
  const headingId = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [surveying, setSurveying] = useState(false);
  const [busy, setBusy] = useState(false);
  const subscription = customer.subscription!;
  const cancelled = subscription.cancel_at_period_end;

  async function change(ask: () => Promise<void>, success: string, then?: () => Promise<void>) {
    setBusy(true);
    try {
      await ask();
      const answered = await awaitProviderAnswer(queryClient);
      if (answered.pending_change || answered.failure) throw new Error(answered.failure ?? 'not answered');
      await awaitPlan(queryClient, plan);
      notify({ message: success, type: 'positive' });
      setSurveying(false);
      await then?.();
    } catch (error) {
      notify({ message: genericErrorMessage(error), type: 'negative' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="billing__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="billing__heading">
        {subscriptionTexts.heading}
      </h2>
      <dl className="billing__facts">
        {state && (
          <div>
            <dt>{subscriptionTexts.status}</dt>
            <dd>{state.text}</dd>
          </div>
        )}
        {customer.active_card && (
          <div>
            <dt>{subscriptionTexts.card}</dt>
            <dd>•••• {customer.active_card.last4}</dd>
          </div>
        )}
        {customer.next_charge && (
          <div>
            <dt>{subscriptionTexts.nextCharge}</dt>
            <dd>
              {formatDate(customer.next_charge)}
              {customer.next_charge_amount !== null && `, ${dollarsFromCents(customer.next_charge_amount)}`}
            </dd>
          </div>
        )}
        {subscription.coupon_code && (
          <div>
            <dt>{couponTexts.fact}</dt>
            <dd>{couponTexts.redeemed(subscription.coupon_code, subscription.percent_off)}</dd>
          </div>
        )}
      </dl>
      <div className="billing__actions">
        <Link to="/account/update_billing" className="button">
          {subscriptionTexts.updateCard}
        </Link>
        {customer.can_change_period && (
          <Link to="/account/update_billing_period" className="button">
            {subscriptionTexts.changePeriod}
          </Link>
        )}
        {cancelled ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void change(reactivateSubscription, subscriptionTexts.reactivated)}
          >
            {subscriptionTexts.reactivate}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => setSurveying(true)}>
            {subscriptionTexts.cancel}
          </button>
        )}
      </div>
      {surveying && (
        <CancellationSurvey
          busy={busy}
          onDismiss={() => setSurveying(false)}
          onCancel={(feedback) =>
            void change(
              () => cancelSubscription(feedback),
              subscriptionTexts.canceledNotice,
              team ? () => navigate({ to: '/' }) : undefined,
            )
          }
        />
      )}
    </section>
  );
}
