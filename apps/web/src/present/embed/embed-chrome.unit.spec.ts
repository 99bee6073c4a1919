import { describe, expect, it } from 'vitest';
import { parsePresentOptions } from '../query-options';
import { embedChrome } from './embed-chrome';

const hiddenAll = parsePresentOptions('style=hidden&byline=hidden&share=hidden');

describe('embed footer', () => {
  it('hides style, byline and share when asked of a deck whose footer may be hidden', () => {
    expect(embedChrome(hiddenAll, true)).toEqual({ footer: false, byline: false, share: false });
    expect(embedChrome(parsePresentOptions('share=hidden'), true)).toEqual({
      footer: true,
      byline: true,
      share: false,
    });
  });

  it('keeps everything for any other deck whatever is asked', () => {
    expect(embedChrome(hiddenAll, false)).toEqual({ footer: true, byline: true, share: true });
  });
});
