import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeDeckMarkup } from './sanitize.js';
import { serialize } from './serialize.js';
import { deckArbitrary } from './testing/deck-arbitrary.js';

describe('sanitizeDeckMarkup', () => {
  it('keeps the slide structure, block attributes and layout styles', () => {
    const markup =
      '<section data-id="k3f9" data-background-color="#fff"><div class="sl-block" data-block-type="text" style="left: 80px; top: 120px; width: 800px"><div class="sl-block-content"><h1>Title</h1></div></div></section>';
    expect(sanitizeDeckMarkup(markup)).toBe(
      markup.replace('left: 80px; top: 120px; width: 800px', 'left:80px;top:120px;width:800px'),
    );
  });

  it.each([
    ['<section><script>alert(1)</script></section>', '<section></section>'],
    ['<section><img src="x.png" onerror="alert(1)"></section>', '<section><img src="x.png" /></section>'],
    ['<section><a href="javascript:alert(1)">x</a></section>', '<section><a>x</a></section>'],
    [
      '<section><iframe src="http://example.com"></iframe></section>',
      '<section><iframe sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-presentation" referrerpolicy="no-referrer"></iframe></section>',
    ],
    [
      '<section><div style="background-image: url(javascript:alert(1)); left: 2px"></div></section>',
      '<section><div style="left:2px"></div></section>',
    ],
    [
      '<section><form action="https://evil"><input></form><base href="https://evil"><meta http-equiv="refresh"></section>',
      '<section></section>',
    ],
  ])('removes what could run or navigate: %s', (hostile, clean) => {
    expect(sanitizeDeckMarkup(hostile)).toBe(clean);
  });

  it('sandboxes https iframes', () => {
    expect(sanitizeDeckMarkup('<iframe src="https://example.com/embed" srcdoc="<script>x</script>"></iframe>')).toBe(
      '<iframe src="https://example.com/embed" sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-presentation" referrerpolicy="no-referrer"></iframe>',
    );
  });
});

describe('sanitizing what the editor writes', () => {
  it('leaves every serialized deck unchanged, so saving never alters a deck', () => {
    fc.assert(
      fc.property(deckArbitrary, (deck) => {
        const markup = serialize(deck);
        expect(sanitizeDeckMarkup(markup)).toBe(markup);
      }),
      { numRuns: 300 },
    );
  });
});
