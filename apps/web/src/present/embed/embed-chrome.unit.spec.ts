import { describe, expect, it } from 'vitest';
import { parsePresentOptions } from '../query-options';
import { embedChrome, isPaidAccount } from './embed-chrome';

const hiddenAll = parsePresentOptions('style=hidden&byline=hidden&share=hidden');

describe('embed footer', () => {
  it('hides style, byline and share for a paid deck when asked', () => {
    expect(embedChrome(hiddenAll, true)).toEqual({ footer: false, byline: false, share: false });
    expect(embedChrome(parsePresentOptions('share=hidden'), true)).toEqual({
      footer: true,
      byline: true,
      share: false,
    });
  });

  it('keeps everything for a free deck whatever is asked', () => {
    expect(embedChrome(hiddenAll, false)).toEqual({ footer: true, byline: true, share: true });
  });

  it('counts every plan but the default one as paid', () => {
    expect(isPaidAccount('default')).toBe(false);
    expect(isPaidAccount('lite')).toBe(true);
  });
});
