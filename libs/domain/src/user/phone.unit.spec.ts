import { describe, expect, it } from 'vitest';
import { internationalNumber, phoneNumberProblem } from './phone.js';

describe('phone numbers for text messages', () => {
  it('need both a country code and a number of digits', () => {
    expect(phoneNumberProblem('46', '70 123 45 67')).toBeNull();
    expect(phoneNumberProblem('+1', '(555) 010-0199')).toBeNull();
    for (const [code, number] of [
      ['', '5550100199'],
      ['1', ''],
      ['0', '5550100199'],
      ['12345', '5550100199'],
      ['1', '555'],
      ['1', '555-CALL-NOW'],
      ['1', '1'.repeat(51)],
      ['1', '5550100\u0000199'],
      ['x', '5550100199'],
    ])
      expect(phoneNumberProblem(code!, number!), `${code} ${number}`).toBe('Please enter a valid phone number');
    expect(phoneNumberProblem('1', '1'.repeat(50))).toBeNull();
  });

  it('are written in international form, without a national leading 0', () => {
    expect(internationalNumber('46', '070-123 45 67')).toBe('+46701234567');
    expect(internationalNumber('+1', '555 010 0199')).toBe('+15550100199');
  });
});
