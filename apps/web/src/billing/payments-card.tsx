import { useId, type ReactNode } from 'react';
import type { Charge } from '@lectern/contracts';
import { chargeAmount, chargeDate, chargeStatus } from './billing-summary';
import { billingTexts, printTexts } from './billing-texts';
import { PrintForms } from './print-forms';

/**
 * The payments taken, newest first as the provider lists them, each with its invoice and receipt
 * to print, or the no-history text (spec/002 §8); `children` follow them.
 */
export function PaymentsCard({ charges, children }: { charges: readonly Charge[]; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section className="billing__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="billing__heading">
        {billingTexts.paymentsHeading}
      </h2>
      {charges.length === 0 ? (
        <p className="billing__text">{billingTexts.noPayments}</p>
      ) : (
        <table className="billing__charges" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{billingTexts.chargeDate}</th>
              <th scope="col">{billingTexts.chargeAmount}</th>
              <th scope="col">{billingTexts.chargeCard}</th>
              <th scope="col">{billingTexts.chargeStatus}</th>
              <th scope="col">{printTexts.column}</th>
            </tr>
          </thead>
          <tbody>
            {charges.map((charge) => (
              <tr key={charge.id}>
                <td>{chargeDate(charge)}</td>
                <td>{chargeAmount(charge)}</td>
                <td>{charge.card ? `•••• ${charge.card.last4}` : ''}</td>
                <td>{chargeStatus(charge)}</td>
                <td>
                  <PrintForms charge={charge} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {children}
    </section>
  );
}
