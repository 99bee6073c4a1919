import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { BillingSetup } from '@lectern/contracts';
import { subscribe, type BillingPeriodName, type PaidPlanName } from '../api/billing';
import { useDocumentTitle } from '../routing/use-document-title';
import { useNotify } from '../notifications/notification-context';
import { CardFormField } from './card-field';
import { CouponField } from './coupon-field';
import { awaitPlan, awaitProviderAnswer } from './provider-answer';
import { useCardForm } from './use-card-form';
import { useCardSubmission } from './use-card-submission';
import { PeriodChoice } from './period-choice';
import { upgradeTexts } from './billing-texts';
import './billing.css';

const PLANS: readonly { value: PaidPlanName; label: string }[] = [
  { value: 'lite', label: 'Lite' },
  { value: 'pro', label: 'Pro' },
];

/**
 * The upgrade page when payments are on (spec/002 §2 "subscription new"): a plan, a billing period,
 * a card in the provider's own card element and an optional coupon code. The card becomes a token
 * in the browser; a card error, or a coupon the provider does not know, shows the provider's
 * message and the button stops loading (spec/002 §8).
 */
export function CardUpgradeScreen({
  setup,
  plan: initialPlan,
  period: initialPeriod,
}: {
  setup: NonNullable<BillingSetup['payments']>;
  plan: PaidPlanName;
  period: BillingPeriodName;
}) {
  useDocumentTitle(upgradeTexts.title);
  const id = useId();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useCardForm(setup);
  const [plan, setPlan] = useState(initialPlan);
  const [period, setPeriod] = useState(initialPeriod);
  const [coupon, setCoupon] = useState('');
  const { busy, submit } = useCardSubmission(form, async (token) => {
    await subscribe({ token, plan, billing_period: period, coupon });
    const customer = await awaitProviderAnswer(queryClient);
    if (customer.failure || !customer.subscription) return customer.failure ?? upgradeTexts.notAnswered;
    await awaitPlan(queryClient, plan);
    notify({ message: upgradeTexts.upgraded(PLANS.find((p) => p.value === plan)!.label), type: 'positive' });
    await navigate({ to: '/account/billing' });
    return null;
  });

  return (
    <section className="billing">
      <h1 className="screen__title">{upgradeTexts.title}</h1>
      <form className="billing__card billing__upgrade" onSubmit={(event) => void submit(event)}>
        <fieldset className="billing__choice">
          <legend className="field__label">{upgradeTexts.plan}</legend>
          {PLANS.map((choice) => (
            <label key={choice.value}>
              <input
                type="radio"
                name={`${id}-plan`}
                checked={plan === choice.value}
                onChange={() => setPlan(choice.value)}
              />{' '}
              {choice.label}
            </label>
          ))}
        </fieldset>
        <PeriodChoice legend={upgradeTexts.period} name={`${id}-period`} value={period} onChange={setPeriod} />
        <p id={`${id}-card`} className="field__label">
          {upgradeTexts.card}
        </p>
        <CardFormField form={form} labelId={`${id}-card`} />
        <CouponField value={coupon} onChange={setCoupon} />
        <button type="submit" className="button button--primary" disabled={!form.ready || busy} aria-busy={busy}>
          {busy ? upgradeTexts.paying : upgradeTexts.pay(PLANS.find((p) => p.value === plan)!.label)}
        </button>
      </form>
    </section>
  );
}
