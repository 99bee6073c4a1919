import type { FormEvent } from 'react';
import type { Charge } from '@lectern/contracts';
import { API_BASE } from '../api/client';
import { csrfToken } from '../api/csrf';
import { chargeAmount, chargeDate } from './billing-summary';
import { printTexts } from './billing-texts';

/** The form field the anti-forgery token travels in (the server's csrf plugin reads it). */
const TOKEN_FIELD = 'authenticity_token';

/** The session's current token, put in the form as it is sent (it changes at sign-in). */
function withToken(event: FormEvent<HTMLFormElement>) {
  const field = event.currentTarget.elements.namedItem(TOKEN_FIELD);
  if (field instanceof HTMLInputElement) field.value = csrfToken() ?? '';
}

function PrintForm({ charge, kind }: { charge: Charge; kind: 'invoice' | 'receipt' }) {
  return (
    <form method="post" action={`${API_BASE}/billing/${kind}`} target="_blank" rel="noopener" onSubmit={withToken}>
      <input type="hidden" name="charge_id" value={charge.id} />
      <input type="hidden" name={TOKEN_FIELD} />
      <button
        type="submit"
        className="button button--small"
        aria-label={printTexts.label(kind, chargeDate(charge), chargeAmount(charge))}
      >
        {printTexts[kind]}
      </button>
    </form>
  );
}

/**
 * A charge's invoice and, once paid, its receipt, each printed by a form post with the
 * anti-forgery token (spec/002 §7), opened in a page of its own.
 */
export function PrintForms({ charge }: { charge: Charge }) {
  return (
    <div className="billing__print">
      <PrintForm charge={charge} kind="invoice" />
      {charge.paid && <PrintForm charge={charge} kind="receipt" />}
    </div>
  );
}
