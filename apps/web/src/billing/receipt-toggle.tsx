import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@lectern/contracts';
import { updateAccount } from '../api/account';
import { genericErrorMessage } from '../errors/generic-error';
import { useNotify } from '../notifications/notification-context';
import { showUser } from '../session/session-actions';
import { receiptTexts } from './billing-texts';

/** The receipt e-mail preference (spec/002 §6), shown only when the customer may change it. */
export function ReceiptToggle({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  // The box shows the choice at once (a mutation's own state arrives a task later, after the
  // browser has put a controlled box back), and the saved value again once the save settles.
  const [choice, setChoice] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (notifyOnReceipt: boolean) => updateAccount({ notify_on_receipt: notifyOnReceipt }),
    onSuccess: async ({ user: saved }) => {
      await showUser(queryClient, saved);
      notify({ type: 'positive', message: saved.notify_on_receipt ? receiptTexts.optedIn : receiptTexts.optedOut });
    },
    onError: (error) => notify({ type: 'negative', message: genericErrorMessage(error) }),
    onSettled: () => setChoice(null),
  });
  return (
    <label className="billing__toggle">
      <input
        type="checkbox"
        checked={choice ?? user.notify_on_receipt}
        disabled={choice !== null}
        onChange={(event) => {
          setChoice(event.target.checked);
          save.mutate(event.target.checked);
        }}
      />{' '}
      {receiptTexts.label}
    </label>
  );
}
