import { describe, expect, it } from 'vitest';
import { INVALID_URL, parseLinkAddress } from './link-address';

describe('parseLinkAddress', () => {
  it('keeps http, https and mailto addresses as typed, without surrounding spaces', () => {
    expect(parseLinkAddress('https://example.com/a?b=1')).toEqual({ ok: true, href: 'https://example.com/a?b=1' });
    expect(parseLinkAddress('  http://example.com  ')).toEqual({ ok: true, href: 'http://example.com' });
    expect(parseLinkAddress('mailto:ada@example.com')).toEqual({ ok: true, href: 'mailto:ada@example.com' });
  });

  it('adds http:// when no scheme was given', () => {
    expect(parseLinkAddress('example.com')).toEqual({ ok: true, href: 'http://example.com' });
    expect(parseLinkAddress('example.com:8080/path')).toEqual({ ok: true, href: 'http://example.com:8080/path' });
  });

  it('refuses addresses shorter than 4 characters or with spaces', () => {
    for (const typed of ['', '   ', 'a.b', 'example .com', 'https://example.com/a b'])
      expect(parseLinkAddress(typed)).toEqual({ ok: false, message: INVALID_URL });
  });

  it('refuses every scheme but http, https and mailto', () => {
    for (const typed of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      'ftp://example.com',
      'file:///etc/passwd',
    ])
      expect(parseLinkAddress(typed)).toEqual({ ok: false, message: INVALID_URL });
  });

  it('refuses addresses without a host or a recipient', () => {
    for (const typed of ['http://', 'https://', 'mailto:'])
      expect(parseLinkAddress(typed)).toEqual({ ok: false, message: INVALID_URL });
  });
});
