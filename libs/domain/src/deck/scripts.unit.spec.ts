import { describe, expect, it } from 'vitest';
import {
  checkScriptUrl,
  DECK_SCRIPT_URL_MAX_LENGTH,
  scriptSource,
  scriptUrlMessages,
  scriptUrlProblem,
} from './scripts.js';

describe('script URLs (spec/001 §5)', () => {
  it("gives 'Script must be loaded via HTTPS' for http", () => {
    for (const url of ['http://cdn.example.com/chart.js', 'HTTP://cdn.example.com/chart.js', ' http://x.example/a.js'])
      expect(scriptUrlProblem(url), url).toBe(scriptUrlMessages.https);
  });

  it("gives 'Please enter a valid script URL' for anything else that is not a file over https", () => {
    for (const url of [
      '',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/javascript,alert(1)',
      'blob:https://lectern.example/1',
      '//cdn.example.com/chart.js',
      '/assets/app.js',
      'cdn.example.com/chart.js',
      'ftp://cdn.example.com/chart.js',
      'https://',
      'https:///chart.js',
      'https://user:secret@cdn.example.com/chart.js',
      'https://cdn.example.com',
      'https://cdn.example.com/',
      'https://cdn.example.com/libs/',
      'https://[::1]/chart.js',
      'https://cdn_example.com/chart.js',
      'https://cdn.example.com/chart .js',
      'https://cdn.example.com/a\\b.js',
      'https://cdn.example.com/\u0000.js',
      `https://cdn.example.com/${'a'.repeat(DECK_SCRIPT_URL_MAX_LENGTH)}.js`,
    ])
      expect(scriptUrlProblem(url), url).toBe(scriptUrlMessages.invalid);
  });

  it('stores the address as parsed: the host in lower case, unsafe characters escaped', () => {
    expect(checkScriptUrl('  https://CDN.Example.com/libs/chart.js?v=4#x ')).toEqual({
      url: 'https://cdn.example.com/libs/chart.js?v=4#x',
    });
    expect(checkScriptUrl('https://cdn.example.com/a"b<c>.js')).toEqual({
      url: 'https://cdn.example.com/a%22b%3Cc%3E.js',
    });
    expect(checkScriptUrl('https://203.0.113.7:8443/x.js')).toEqual({ url: 'https://203.0.113.7:8443/x.js' });
  });

  it('names the file alone as a Content-Security-Policy source, whatever its path holds', () => {
    expect(scriptSource('https://cdn.example.com/libs/chart.js?v=4#x')).toBe('https://cdn.example.com/libs/chart.js');
    expect(scriptSource("https://cdn.example.com/a;b,c'd.js")).toBe('https://cdn.example.com/a%3Bb%2Cc%27d.js');
    expect(scriptSource('https://203.0.113.7:8443/x.js')).toBe('https://203.0.113.7:8443/x.js');
  });
});
