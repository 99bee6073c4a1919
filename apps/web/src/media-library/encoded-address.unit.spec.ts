import { describe, expect, it } from 'vitest';
import { encodedAddress } from './encoded-address';

describe('encodedAddress', () => {
  it('encodes what a URL can not hold, once', () => {
    expect(encodedAddress(' https://example.com/sun rise.png ')).toBe('https://example.com/sun%20rise.png');
    expect(encodedAddress('https://example.com/sun%20rise.png')).toBe('https://example.com/sun%20rise.png');
    expect(encodedAddress('https://example.com/é.png?a=b&c=d')).toBe('https://example.com/%C3%A9.png?a=b&c=d');
  });

  it('keeps a stray percent sign as an encoded one', () => {
    expect(encodedAddress('https://example.com/100%.png')).toBe('https://example.com/100%25.png');
  });
});
