import { describe, expect, it } from 'vitest';
import { parse, serializeSlide } from '@lectern/deck-format';
import { sanitizeDeckMarkup } from '@lectern/deck-format/sanitize';
import { firstSlideMarkup } from './first-slide.js';

/** The first slide as parsing the whole markup gives it. */
const fromWholeDeck = (markup: string) => {
  const first = parse(markup).stacks[0]?.slides[0];
  return first ? serializeSlide({ ...first, notes: null }) : '';
};

describe('first slide of a deck page', () => {
  const cases = {
    'one slide': '<section data-id="a"><h1>One</h1></section>',
    'slides after it': '<section data-id="a"><p>A</p></section><section data-id="b"><p>B</p></section>',
    'a vertical stack first':
      '<section><section data-id="a"><p>A</p></section><section data-id="b">B</section></section><section>C</section>',
    'notes and text that names a section':
      '<section data-id="a"><p>&lt;/section&gt; and <code>&lt;section&gt;</code></p><aside class="notes">say</aside></section><section>B</section>',
    'attribute values that name a section':
      '<section data-id="a" data-title="&lt;/section&gt;"><a href="https://example.org/?q=%3C/section%3E">x</a></section><section>B</section>',
    'upper-case tags': '<SECTION data-id="a">A</SECTION><section>B</section>',
    unclosed: '<section data-id="a"><p>A',
    empty: '',
  };
  it.each(Object.entries(cases))('is the one parsing the whole deck gives: %s', (_, markup) => {
    const stored = sanitizeDeckMarkup(markup);
    expect(firstSlideMarkup(stored)).toBe(fromWholeDeck(stored));
  });

  it('does not read past the first stack of a long deck', () => {
    const first = '<section data-id="a"><p>First</p></section>';
    // Past the first stack the markup is not parsed: a broken tail changes nothing.
    expect(firstSlideMarkup(first + '<section><div>'.repeat(10_000))).toBe(fromWholeDeck(first));
  });
});
