import { describe, expect, it } from 'vitest';
import { iframeSource, iframeSourceMessages } from './iframe-source';

describe('iframeSource', () => {
  it.each([
    ['https://example.com/page', 'https://example.com/page'],
    ['example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com/', 'https://example.com/'],
    ['//example.com/x', 'https://example.com/x'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=42'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://codepen.io/someone/pen/abcDEF', 'https://codepen.io/someone/embed/abcDEF?default-tab=result'],
    ['https://jsfiddle.net/user/a1b2c3/', 'https://jsfiddle.net/user/a1b2c3/embedded/'],
    ['https://www.loom.com/share/0123abc', 'https://www.loom.com/embed/0123abc'],
  ])('%s becomes %s', (input, src) => {
    expect(iframeSource(input)).toEqual({ src });
  });

  it('reduces pasted embed code to its src', () => {
    expect(
      iframeSource(
        '<iframe width="560" height="315" src="https://www.youtube.com/embed/x1?a=1&amp;b=2" frameborder="0"></iframe>',
      ),
    ).toEqual({ src: 'https://www.youtube.com/embed/x1?a=1&b=2' });
    expect(iframeSource("<iframe src='https://codepen.io/a/embed/b'></iframe>")).toEqual({
      src: 'https://codepen.io/a/embed/b',
    });
  });

  it('says so when pasted code has no iframe source', () => {
    expect(iframeSource('<iframe width="5"></iframe>')).toEqual({ error: iframeSourceMessages.noSource });
    expect(iframeSource('<div>hello</div>')).toEqual({ error: iframeSourceMessages.noSource });
    expect(iframeSourceMessages.noSource).toBe(
      'Unable to find iframe source attribute. Please try pasting the URL directly.',
    );
  });

  it('refuses what is not a web address, and addresses over 2,000 characters', () => {
    for (const input of [
      '',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.com/',
      'not a url',
      'localhost',
      'https://a:b@example.com/',
    ])
      expect(iframeSource(input)).toEqual({ error: iframeSourceMessages.invalid });
    expect(iframeSource(`https://example.com/${'a'.repeat(1981)}`)).toEqual({ error: iframeSourceMessages.tooLong });
    expect(iframeSource(`https://example.com/${'a'.repeat(1980)}`)).toHaveProperty('src');
    expect(iframeSource(`<iframe src="javascript:alert(1)"></iframe>`)).toEqual({
      error: iframeSourceMessages.invalid,
    });
  });
});
