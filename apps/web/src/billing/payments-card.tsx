import { useId } from 'react';
import type { Charge } from '@lectern/contracts';
import { chargeAmount, chargeDate, chargeStatus } from './billing-summary';
import { billingTexts } from './billing-texts';

/** The payments taken, newest first as the provider lists them, or the no-history text (spec/002 §8). */
export function PaymentsCard({ charges }: { charges: readonly Charge[] }) {
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
            </tr>
          </thead>
          <tbody>
            {charges.map((charge) => (
              <tr key={charge.id}>
                <td>{chargeDate(charge)}</td>
                <td>{chargeAmount(charge)}</td>
                <td>{charge.card ? `•••• ${charge.card.last4}` : ''}</td>
                <td>{chargeStatus(charge)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
