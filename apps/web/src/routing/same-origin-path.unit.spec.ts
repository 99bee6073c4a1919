import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

const origin = 'https://lectern.example';

describe('sameOriginPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(sameOriginPath('/users/edit', origin)).toBe('/users/edit');
    expect(sameOriginPath('/alice/deck?x=1#/2', origin)).toBe('/alice/deck?x=1#/2');
  });

  it('refuses anything that leaves the site or is not a path', () => {
    for (const target of [
      undefined,
      '',
      'users/edit',
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      'javascript:alert(1)',
    ]) {
      expect(sameOriginPath(target, origin)).toBeUndefined();
    }
  });
});
