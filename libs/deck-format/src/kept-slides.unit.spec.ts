import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptSlides, topLevelSlides } from './kept-slides.js';
import { cleanDeckMarkup, sanitizeDeckMarkup } from './sanitize.js';
import { serialize } from './serialize.js';
import { deckArbitrary, HOSTILE_MARKUP_CASES, unsafeParts } from './testing/index.js';

const cleaned = (markup: string, options: Parameters<typeof cleanDeckMarkup>[1] = {}) => {
  const cleaning = cleanDeckMarkup(markup, options);
  if (!('data' in cleaning)) throw new Error(cleaning.problem);
  return cleaning;
};

describe('the slides a save keeps from the markup cleaned before', () => {
  it('cuts cleaned markup before each top-level slide, the whitespace after one going with it', () => {
    const markup = '\n<section data-id="a"><section>1</section>\n<section>2</section></section>\n<section>b</section>';
    expect(topLevelSlides(markup)).toEqual([
      '\n<section data-id="a"><section>1</section>\n<section>2</section></section>\n',
      '<section>b</section>',
    ]);
  });

  it('cuts nothing that holds more than slides at its top level, or unbalanced slides', () => {
    expect(topLevelSlides('<p>loose</p><section>a</section>')).toBeNull();
    expect(topLevelSlides('<section>a</section>loose')).toBeNull();
    expect(topLevelSlides('<section>a')).toBeNull();
    expect(topLevelSlides('</section><section>a</section>')).toBeNull();
    expect(topLevelSlides('')).toBeNull();
  });

  it('finds the changed slides between the kept ones, at either end or none', () => {
    const before = '<section>a</section>\n<section>b</section>\n<section>c</section>';
    expect(keptSlides('<section>a</section>\n<section>B!</section>\n<section>c</section>', before)).toEqual({
      head: '<section>a</section>\n',
      changed: '<section>B!</section>\n',
      tail: '<section>c</section>',
    });
    expect(keptSlides(`${before}\n<section>d</section>`, before)).toMatchObject({ changed: '\n<section>d</section>' });
    expect(keptSlides('<section>a</section>\n<section>c</section>', before)).toMatchObject({ changed: '' });
    expect(keptSlides('<section>z</section>', before)).toBeNull();
    // A slide kept at both ends is kept once.
    expect(keptSlides('<section>a</section>', '<section>a</section>')).toEqual({
      head: '<section>a</section>',
      changed: '',
      tail: '',
    });
  });

  it('cleans a save to what cleaning all of it gives, when one slide of a deck changes', () => {
    fc.assert(
      fc.property(deckArbitrary, deckArbitrary, fc.nat(), (deck, other, at) => {
        fc.pre(deck.stacks.length > 0 && other.stacks.length > 0);
        const index = at % deck.stacks.length;
        const before = cleaned(serialize(deck)).data;
        const edited = serialize({
          stacks: [...deck.stacks.slice(0, index), other.stacks[0]!, ...deck.stacks.slice(index + 1)],
        });
        expect(cleaned(edited, { cleanedBefore: before })).toEqual(cleaned(edited));
      }),
      { numRuns: 300 },
    );
  });

  it('leaves nothing unsafe whatever lies between kept slides, and cleaning it again changes nothing', () => {
    const hostile = fc.constantFrom(
      ...HOSTILE_MARKUP_CASES.map(({ markup }) => markup),
      '<section>',
      '</section>',
      '<div>',
      '<svg>',
      '<a href="',
      '<!--',
    );
    fc.assert(
      fc.property(deckArbitrary, fc.array(hostile, { maxLength: 6 }), fc.nat(), (deck, pieces, at) => {
        const before = cleaned(serialize(deck)).data;
        const slides = topLevelSlides(before) ?? [];
        const cut = slides.length === 0 ? 0 : at % (slides.length + 1);
        const markup = [...slides.slice(0, cut), ...pieces, ...slides.slice(cut)].join('');
        const { data } = cleaned(markup, { cleanedBefore: before });
        expect(unsafeParts(data)).toEqual([]);
        expect(sanitizeDeckMarkup(data)).toBe(data);
      }),
      { numRuns: 800 },
    );
  });

  it('cleans kept slides again when they name media the deck may no longer show', () => {
    const image = '<section><img src="/media-files/00000000-0000-4000-8000-000000000001/a.png"></section>';
    const before = cleaned(image).data;
    const markup = `${before}\n<section>new</section>`;
    const keepsMedia = () => false;
    expect(cleaned(markup, { cleanedBefore: before, keepsMedia })).toEqual(cleaned(markup, { keepsMedia }));
    expect(cleaned(markup, { cleanedBefore: before, keepsMedia }).data).not.toContain('media-files');
  });
});
