import { describe, expect, it } from 'vitest';
import { embedCode, embedSize, shareUrl } from './share-urls';

const deck = { slug: 'big-plans', user: { username: 'ada' } };
const origin = 'https://lectern.example';

describe('share addresses', () => {
  it('builds the show, fullscreen and embed addresses', () => {
    expect(shareUrl(origin, deck, 'show')).toBe('https://lectern.example/ada/big-plans');
    expect(shareUrl(origin, deck, 'fullscreen')).toBe('https://lectern.example/ada/big-plans/fullscreen');
    expect(shareUrl(origin, deck, 'embed')).toBe('https://lectern.example/ada/big-plans/embed');
  });
  it('carries the token, the hidden footer and the slide anchor', () => {
    expect(shareUrl(origin, deck, 'embed', { token: 'a+b/c', hideFooter: true, slide: { h: 2, v: 1 } })).toBe(
      'https://lectern.example/ada/big-plans/embed?token=a%2Bb%2Fc&style=hidden&byline=hidden&share=hidden#/2/1',
    );
    expect(shareUrl(origin, deck, 'show', { slide: { h: 3, v: 0 } })).toBe('https://lectern.example/ada/big-plans#/3');
    expect(shareUrl(origin, deck, 'show', { slide: { h: 0, v: 0 } })).toBe('https://lectern.example/ada/big-plans');
  });
  it('escapes the embed code', () => {
    expect(embedCode('https://x.example/a?b=1&c=2', { width: 576, height: 420 }, 'A "quoted" <deck>')).toBe(
      '<iframe src="https://x.example/a?b=1&amp;c=2" title="A &quot;quoted&quot; &lt;deck&gt;" width="576" height="420" scrolling="no" frameborder="0" allowfullscreen></iframe>',
    );
  });
  it('takes embed sizes of 1 to 4 digits, at least 1', () => {
    expect(embedSize('800', 576)).toBe(800);
    expect(embedSize('9999', 576)).toBe(9999);
    expect(embedSize('0', 576)).toBe(576);
    expect(embedSize('10000', 576)).toBe(576);
    expect(embedSize('12.5', 576)).toBe(576);
    expect(embedSize('-3', 576)).toBe(576);
    expect(embedSize('', 420)).toBe(420);
  });
});
