import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { billingSetupQueryOptions } from '../api/billing';
import { useDocumentTitle } from '../routing/use-document-title';
import { useCurrentUser } from '../session/session-context';
import { highlightedTiers, PLAN_TIERS, type PlanTier } from './plan-tiers';
import './pricing.css';

export type PricingPeriod = 'monthly' | 'yearly';

/**
 * The pricing page (spec/002 §2): the tiers, a monthly or yearly choice that the call-to-action
 * links carry on (`period`), and the tiers named in `highlight` marked. Paid plans are bought on
 * the upgrade page when payments are on, and set by the administrator otherwise; a team is
 * created on its own sign-up page.
 */
export function PricingScreen({ period: initialPeriod, highlight }: { period: PricingPeriod; highlight?: string }) {
  useDocumentTitle('Pricing');
  const id = useId();
  const user = useCurrentUser();
  const [period, setPeriod] = useState<PricingPeriod>(initialPeriod);
  const highlighted = highlightedTiers(highlight);
  const payments = useQuery(billingSetupQueryOptions());

  const callToAction = (tier: PlanTier) => {
    if (tier.name === 'Team')
      return (
        <Link to="/teams/new" search={{ period }} className="button button--primary">
          Create a team
        </Link>
      );
    if (tier.name === 'Free')
      return user ? null : (
        <Link to="/users/sign_up" className="button">
          Sign up
        </Link>
      );
    return (
      <Link to="/account/upgrade" search={{ plan: tier.name === 'Lite' ? 'lite' : 'pro', period }} className="button">
        Upgrade to {tier.name}
      </Link>
    );
  };

  return (
    <section className="pricing">
      <h1 className="screen__title">Pricing</h1>
      {payments.isSuccess && (
        <p className="pricing__lead">
          {payments.data
            ? 'Pay by card, monthly or yearly; cancel whenever you like. A team pays per seat, one for each active member.'
            : 'This Lectern takes no payments: its administrator sets each account’s plan. A team is yours as soon as you create it.'}
        </p>
      )}
      <fieldset className="pricing__period">
        <legend className="field__label">Billing period</legend>
        {(['monthly', 'yearly'] as const).map((choice) => (
          <label key={choice} className="pricing__period-choice">
            <input type="radio" name={`${id}-period`} checked={period === choice} onChange={() => setPeriod(choice)} />
            <span>{choice === 'monthly' ? 'Monthly' : 'Yearly'}</span>
          </label>
        ))}
      </fieldset>
      <ul className="pricing__tiers">
        {PLAN_TIERS.map((tier) => {
          const marked = highlighted.has(tier.name);
          return (
            <li
              key={tier.name}
              className={marked ? 'pricing__tier pricing__tier--highlighted' : 'pricing__tier'}
              aria-labelledby={`${id}-${tier.name}`}
            >
              <h2 id={`${id}-${tier.name}`} className="pricing__tier-name">
                {tier.name}
              </h2>
              {marked && <p className="pricing__tier-mark">Recommended for you</p>}
              {user?.account_type === tier.accountType && <p className="pricing__tier-mark">Your plan</p>}
              <p className="pricing__tier-adds">{tier.adds}</p>
              {callToAction(tier)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
