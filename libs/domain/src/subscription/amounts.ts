const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** An amount the provider gives in cents, shown in dollars with its cents: `$12.00` (spec/002 §9). */
export const dollarsFromCents = (cents: number): string => DOLLARS.format(cents / 100);

/**
 * A billing date as DD-MM-YYYY (spec/002 §9): on the reader's clock in the browser (`local`), in
 * UTC on a page the server prints.
 */
export function ddMmYyyy(date: Date, clock: 'local' | 'utc'): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const [day, month, year] =
    clock === 'utc'
      ? [date.getUTCDate(), date.getUTCMonth() + 1, date.getUTCFullYear()]
      : [date.getDate(), date.getMonth() + 1, date.getFullYear()];
  return `${pad(day)}-${pad(month)}-${year}`;
}
