import { useId, useRef, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@lectern/contracts';
import {
  BILLING_ADDRESS_MAX_LENGTH,
  BILLING_VAT_ID_MAX_LENGTH,
  billingAddressProblem,
  billingVatIdProblem,
} from '@lectern/domain';
import { updateAccount } from '../api/account';
import { genericErrorMessage } from '../errors/generic-error';
import { showFailure, validateFields } from '../forms/form-fields';
import { TextField } from '../forms/text-field';
import { useField } from '../forms/use-field';
import { useNotify } from '../notifications/notification-context';
import { showUser } from '../session/session-actions';
import { billingTexts } from './billing-texts';

/**
 * The business details of the signed-in user (spec/002 §5, §7): an address and a VAT ID, saved
 * together with PUT /users.json. The save button is there only while a value differs from the saved one.
 */
export function BusinessDetailsForm({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const address = useField({ initial: user.billing_address, rule: billingAddressProblem });
  const vatId = useField({ initial: user.billing_vat_id, rule: billingVatIdProblem });
  const fields = { billing_address: address, billing_vat_id: vatId };
  const changed = address.value.trim() !== user.billing_address || vatId.value.trim() !== user.billing_vat_id;

  const save = useMutation({
    mutationFn: () => updateAccount({ billing_address: address.value.trim(), billing_vat_id: vatId.value.trim() }),
    onSuccess: async ({ user: saved }) => {
      await showUser(queryClient, saved);
      address.reset(saved.billing_address);
      vatId.reset(saved.billing_vat_id);
      notify({ type: 'positive', message: billingTexts.saved });
    },
    onError: (error) => {
      // A problem the server names shows under its field; anything else is the generic notice.
      if (showFailure(form.current, fields, error) !== undefined)
        notify({ type: 'negative', message: genericErrorMessage(error) });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (validateFields(event.currentTarget, fields)) save.mutate();
  };

  return (
    <section className="billing__card" aria-labelledby={headingId}>
      {/* The save button goes once saved: the focus comes here rather than to the page's top. */}
      <h2 id={headingId} className="billing__heading" data-focus-fallback>
        {billingTexts.businessHeading}
      </h2>
      <p className="billing__hint">{billingTexts.businessHint}</p>
      <form ref={form} className="form" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <TextField
          field={address}
          name="billing_address"
          label={billingTexts.address}
          rows={4}
          maxLength={BILLING_ADDRESS_MAX_LENGTH}
          autoComplete="street-address"
        />
        <TextField
          field={vatId}
          name="billing_vat_id"
          label={billingTexts.vatId}
          maxLength={BILLING_VAT_ID_MAX_LENGTH}
          autoComplete="off"
        />
        {changed && (
          <div>
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {save.isPending ? billingTexts.saving : billingTexts.save}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
