/** A phone number is at most this many digits (spec/001 §5), and a country code at most this many. */
export const PHONE_NUMBER_MAX_DIGITS = 50;
export const PHONE_COUNTRY_CODE_MAX_DIGITS = 4;
/** Fewer digits than this make no number anyone can be reached at. */
const PHONE_NUMBER_MIN_DIGITS = 4;

export const PHONE_NUMBER_PROBLEM = 'Please enter a valid phone number';

/** The digits of what was typed: spaces, dashes, dots, brackets and a leading + are left out. */
export const phoneDigits = (typed: string) => typed.replace(/[\s\-.()+]/g, '');

/**
 * Why a country code and phone number cannot be texted (spec/001 §5: both are needed, digits
 * only, at most 50 of them), or null when they can.
 */
export function phoneNumberProblem(countryCode: string, phoneNumber: string): string | null {
  const code = phoneDigits(countryCode);
  const number = phoneDigits(phoneNumber);
  const valid =
    /^[1-9]\d*$/.test(code) &&
    code.length <= PHONE_COUNTRY_CODE_MAX_DIGITS &&
    /^\d+$/.test(number) &&
    number.length >= PHONE_NUMBER_MIN_DIGITS &&
    number.length <= PHONE_NUMBER_MAX_DIGITS;
  return valid ? null : PHONE_NUMBER_PROBLEM;
}

/** The number in international form (`+46701234567`); a national number's leading 0 is left out. */
export const internationalNumber = (countryCode: string, phoneNumber: string) =>
  `+${phoneDigits(countryCode)}${phoneDigits(phoneNumber).replace(/^0+/, '')}`;
