import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { changeBillingPeriod, customerQueryOptions, type BillingPeriodName } from '../api/billing';
import { genericErrorMessage } from '../errors/generic-error';
import { useDocumentTitle } from '../routing/use-document-title';
import { useNotify } from '../notifications/notification-context';
import { periodTexts } from './billing-texts';
import { awaitProviderAnswer } from './provider-answer';
import { PeriodChoice } from './period-choice';
import './billing.css';

/** The billing period page (spec/002 §2 "subscription edit period"): monthly or yearly. */
export function PeriodChangeScreen() {
  useDocumentTitle(periodTexts.title);
  const id = useId();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const customer = useQuery(customerQueryOptions());
  const current: BillingPeriodName | null =
    customer.data?.subscription?.period === 'year' ? 'yearly' : customer.data?.subscription ? 'monthly' : null;
  const [chosen, setChosen] = useState<BillingPeriodName | null>(null);
  const [busy, setBusy] = useState(false);
  const period = chosen ?? current;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!period || period === current) return;
    setBusy(true);
    try {
      await changeBillingPeriod(period);
      const answered = await awaitProviderAnswer(queryClient);
      if (answered.failure || answered.pending_change) throw new Error(answered.failure ?? '');
      notify({ message: periodTexts.changed, type: 'positive' });
      await navigate({ to: '/account/billing' });
    } catch (error) {
      notify({ message: (error as Error).message || genericErrorMessage(error), type: 'negative' });
      setBusy(false);
    }
  }

  return (
    <section className="billing">
      <h1 className="screen__title">{periodTexts.title}</h1>
      {customer.data && !customer.data.can_change_period ? (
        <p className="billing__lead">{periodTexts.cannot}</p>
      ) : (
        <form className="billing__card billing__upgrade" onSubmit={(event) => void submit(event)}>
          <PeriodChoice legend={periodTexts.title} name={`${id}-period`} value={period} onChange={setChosen} />
          <button
            type="submit"
            className="button button--primary"
            disabled={!period || period === current || busy}
            aria-busy={busy}
          >
            {periodTexts.save}
          </button>
        </form>
      )}
    </section>
  );
}
