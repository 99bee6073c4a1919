import type { BillingPeriodName } from '../api/billing';
import { billingTexts } from './billing-texts';

/** Monthly or yearly, as a group of two radio buttons. */
export function PeriodChoice({
  legend,
  name,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  value: BillingPeriodName | null;
  onChange: (period: BillingPeriodName) => void;
}) {
  return (
    <fieldset className="billing__choice">
      <legend className="field__label">{legend}</legend>
      {(['monthly', 'yearly'] as const).map((choice) => (
        <label key={choice}>
          <input type="radio" name={name} checked={value === choice} onChange={() => onChange(choice)} />{' '}
          {billingTexts[choice]}
        </label>
      ))}
    </fieldset>
  );
}
