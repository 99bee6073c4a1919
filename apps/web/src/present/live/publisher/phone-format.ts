import { PHONE_COUNTRY_CODE_MAX_DIGITS, PHONE_NUMBER_MAX_DIGITS } from '@lectern/domain';

/** How the numbers of the countries the spec names are grouped as they are typed (spec/001 §5). */
const GROUPS: Record<string, readonly number[]> = {
  '1': [3, 3, 4],
  '46': [2, 3, 2, 2],
};

/** A country code as typed: its digits, at most four. */
export const countryCodeDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, PHONE_COUNTRY_CODE_MAX_DIGITS);

/** A phone number as typed: its digits, at most 50. */
export const phoneNumberDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, PHONE_NUMBER_MAX_DIGITS);

/** The number's digits with spaces between their groups for country codes 1 and 46; others as typed. */
export function formatPhoneNumber(countryCode: string, digits: string): string {
  const groups = GROUPS[countryCode];
  if (!groups) return digits;
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}
