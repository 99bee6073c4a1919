import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { BillingSetup } from '@lectern/contracts';
import { changeCard } from '../api/billing';
import { useDocumentTitle } from '../routing/use-document-title';
import { useNotify } from '../notifications/notification-context';
import { CardFormField } from './card-field';
import { cardTexts, upgradeTexts } from './billing-texts';
import { awaitProviderAnswer } from './provider-answer';
import { useCardForm } from './use-card-form';
import { useCardSubmission } from './use-card-submission';
import './billing.css';

/** The update card page (spec/002 §2 "subscription edit"): the subscription's card, replaced. */
export function CardChangeScreen({ setup }: { setup: NonNullable<BillingSetup['payments']> }) {
  useDocumentTitle(cardTexts.title);
  const id = useId();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useCardForm(setup);
  const { busy, submit } = useCardSubmission(form, async (token) => {
    await changeCard(token);
    const customer = await awaitProviderAnswer(queryClient);
    if (customer.failure || customer.pending_change) return customer.failure ?? upgradeTexts.notAnswered;
    notify({ message: cardTexts.changed, type: 'positive' });
    await navigate({ to: '/account/billing' });
    return null;
  });

  return (
    <section className="billing">
      <h1 className="screen__title">{cardTexts.title}</h1>
      <form className="billing__card billing__upgrade" onSubmit={(event) => void submit(event)}>
        <p id={`${id}-card`} className="field__label">
          {upgradeTexts.card}
        </p>
        <CardFormField form={form} labelId={`${id}-card`} />
        <button type="submit" className="button button--primary" disabled={!form.ready || busy} aria-busy={busy}>
          {busy ? upgradeTexts.paying : cardTexts.save}
        </button>
      </form>
    </section>
  );
}
