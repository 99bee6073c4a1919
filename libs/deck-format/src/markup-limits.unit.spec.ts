import { describe, expect, it } from 'vitest';
import {
  MARKUP_MAX_ATTRIBUTES,
  MARKUP_MAX_DEPTH,
  MARKUP_MAX_ELEMENTS,
  MARKUP_MAX_LENGTH,
  markupLimitMessages,
  markupLimitProblem,
} from './markup-limits.js';
import fc from 'fast-check';
import { serialize } from './serialize.js';
import { deckArbitrary } from './testing/index.js';

const nested = (depth: number) => '<div>'.repeat(depth) + '</div>'.repeat(depth);

describe('markup limits', () => {
  it('lets real decks through', () => {
    fc.assert(
      fc.property(deckArbitrary, (deck) => markupLimitProblem(serialize(deck)) === null),
      { numRuns: 50 },
    );
    expect(markupLimitProblem(`<section>${nested(MARKUP_MAX_DEPTH - 1)}</section>`)).toBeNull();
    expect(markupLimitProblem('<section><p>a<p>b<div>c</div><ul><li>1<li>2</ul></section>'.repeat(200))).toBeNull();
  });

  it('counts elements left open as nested, and closed ones as not', () => {
    expect(markupLimitProblem(`<section>${nested(MARKUP_MAX_DEPTH)}</section>`)).toBe(markupLimitMessages.tooDeep);
    expect(markupLimitProblem('<section>' + '<div>'.repeat(60_000))).toBe(markupLimitMessages.tooDeep);
    expect(markupLimitProblem('<section>' + '<div></div>'.repeat(1000) + '</section>')).toBeNull();
    expect(markupLimitProblem('<section>' + '<span>'.repeat(MARKUP_MAX_DEPTH) + '</section>')).toBe(
      markupLimitMessages.tooDeep,
    );
  });

  it('refuses too many elements, too many attributes and too much text', () => {
    expect(markupLimitProblem('<br>'.repeat(MARKUP_MAX_ELEMENTS + 1))).toBe(markupLimitMessages.tooManyElements);
    const attributes = Array.from({ length: MARKUP_MAX_ATTRIBUTES + 1 }, (_, i) => `data-a${i}="1"`).join(' ');
    expect(markupLimitProblem(`<p ${attributes}>x</p>`)).toBe(markupLimitMessages.tooManyAttributes);
    expect(markupLimitProblem('x'.repeat(MARKUP_MAX_LENGTH + 1))).toBe(markupLimitMessages.tooLong);
  });

  it('reads comments, scripts and stray brackets without counting what is in them', () => {
    expect(markupLimitProblem(`<!-- ${'<div>'.repeat(100)} --><section></section>`)).toBeNull();
    expect(markupLimitProblem(`<script>${'<div>'.repeat(100)}</SCRIPT><p>x</p>`)).toBeNull();
    expect(markupLimitProblem('a < b <3 <<<< <section title="1 > 0">x</section>')).toBeNull();
    expect(markupLimitProblem('<section title="never closed')).toBeNull();
  });
});
