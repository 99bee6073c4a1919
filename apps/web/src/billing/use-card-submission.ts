import { useState, type FormEvent } from 'react';
import { useNotify } from '../notifications/notification-context';
import { upgradeTexts } from './billing-texts';
import type { useCardForm } from './use-card-form';

/**
 * Sends a card form: the card becomes the provider's token, `carryOut` makes the request with it
 * and answers a failure's message (or null once done). A refused card or a failure is shown and
 * the button stops loading (spec/002 §8).
 */
export function useCardSubmission(
  form: ReturnType<typeof useCardForm>,
  carryOut: (token: string) => Promise<string | null>,
) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.ready || busy) return;
    setBusy(true);
    let failure: string | null;
    try {
      const token = await form.token();
      failure = 'id' in token ? await carryOut(token.id) : (token.message ?? upgradeTexts.cardFailed);
    } catch (error) {
      failure = (error as Error).message;
    }
    if (failure === null) return;
    notify({ message: failure, type: 'negative' });
    setBusy(false);
  }

  return { busy, submit };
}
