import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BillingSetup } from '@lectern/contracts';
import { reactivateTeam, type BillingPeriodName } from '../api/billing';
import { useNotify } from '../notifications/notification-context';
import { CardFormField } from './card-field';
import { subscriptionTexts, teamReactivationTexts, upgradeTexts } from './billing-texts';
import { PeriodChoice } from './period-choice';
import { awaitProviderAnswer, awaitTeamPaid } from './provider-answer';
import { useCardForm } from './use-card-form';
import { useCardSubmission } from './use-card-submission';

/**
 * A team whose subscription ended, as its managers see it on the billing page (spec/002 §2 "team
 * subscription reactivate"): a period and a new card pay for its seats again; once the provider
 * has answered, 'Subscription reactivated!' and its members hold the team's plan again.
 */
export function TeamReactivationCard({
  setup,
  period: initialPeriod,
}: {
  setup: NonNullable<BillingSetup['payments']>;
  period: BillingPeriodName;
}) {
  const id = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const form = useCardForm(setup);
  const [period, setPeriod] = useState(initialPeriod);
  const { busy, submit } = useCardSubmission(form, async (token) => {
    await reactivateTeam({ token, billing_period: period });
    const customer = await awaitProviderAnswer(queryClient);
    if (customer.failure || !customer.subscription) return customer.failure ?? upgradeTexts.notAnswered;
    await awaitTeamPaid(queryClient);
    notify({ message: subscriptionTexts.reactivated, type: 'positive' });
    return null;
  });

  return (
    <form
      className="billing__card billing__upgrade"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-heading`} className="billing__heading">
        {teamReactivationTexts.heading}
      </h2>
      <p className="billing__text">{teamReactivationTexts.lead}</p>
      <PeriodChoice legend={upgradeTexts.period} name={`${id}-period`} value={period} onChange={setPeriod} />
      <p id={`${id}-card`} className="field__label">
        {upgradeTexts.card}
      </p>
      <CardFormField form={form} labelId={`${id}-card`} />
      <button type="submit" className="button button--primary" disabled={!form.ready || busy} aria-busy={busy}>
        {busy ? upgradeTexts.paying : subscriptionTexts.reactivate}
      </button>
    </form>
  );
}
