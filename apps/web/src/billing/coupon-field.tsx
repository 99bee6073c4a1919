import { useId } from 'react';
import { couponTexts } from './billing-texts';

/** An optional coupon code, sent as typed (spec/002 §3 `coupon_code`); the provider says whether it holds. */
export function CouponField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {couponTexts.label}
      </label>
      <input
        id={id}
        name="coupon"
        className="field__input"
        value={value}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {couponTexts.hint}
      </p>
    </div>
  );
}
