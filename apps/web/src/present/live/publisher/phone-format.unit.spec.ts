import { describe, expect, it } from 'vitest';
import { countryCodeDigits, formatPhoneNumber, phoneNumberDigits } from './phone-format';

describe('phone numbers as typed', () => {
  it('keep digits only, at most 50, and a country code of at most 4', () => {
    expect(phoneNumberDigits('(555) 010-0199 ext')).toBe('5550100199');
    expect(phoneNumberDigits('1'.repeat(60))).toHaveLength(50);
    expect(countryCodeDigits('+46')).toBe('46');
    expect(countryCodeDigits('123456')).toBe('1234');
  });

  it('are grouped with spaces for country codes 1 and 46 only', () => {
    expect(formatPhoneNumber('1', '5550100199')).toBe('555 010 0199');
    expect(formatPhoneNumber('1', '55501')).toBe('555 01');
    expect(formatPhoneNumber('46', '701234567')).toBe('70 123 45 67');
    expect(formatPhoneNumber('46', '7012345678901')).toBe('70 123 45 67 8901');
    expect(formatPhoneNumber('44', '7700900123')).toBe('7700900123');
    expect(formatPhoneNumber('1', '')).toBe('');
  });
});
