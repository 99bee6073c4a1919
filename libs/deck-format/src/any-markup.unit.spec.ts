import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from './parse.js';
import { serialize } from './serialize.js';

/** Pieces of slide markup, well-formed or not, to be strung together at random. */
const PIECES = [
  '<section>',
  '<section data-id="a">',
  '<section data-background-color="#000" data-id="b">',
  '</section>',
  '<div class="sl-block" data-block-type="text" data-block-id="t" style="left:1px;top:2.5px;width:30px;height:auto">',
  '<div class="sl-block" data-block-type="group" style="left:0">',
  '<div class="sl-block" data-block-type="video">',
  '<div class="sl-block" data-block-type="shape" data-block-id="s" style="width:5px;height:5px">',
  '<div class="sl-block-content">',
  '<div class="sl-block-content" data-shape-type="rect" data-shape-fill-color="red" data-shape-stroke-color="blue" data-shape-stroke-width="1">',
  '<div class="sl-block-content" data-placeholder-tag="h1">',
  '</div>',
  '<div>',
  '<aside class="notes">',
  '</aside>',
  '<p>',
  '</p>',
  '<span>',
  '</span>',
  '<ul><li>',
  '<br>',
  '<img src="a.png">',
  '<svg><rect x="1"/></svg>',
  '<!-- note -->',
  'text &amp; more',
  ' < 3 ',
  '\n  ',
  '<h2 class="fragment">',
  '</h2>',
  '</br>',
  '<table><tr><td>',
  '<script>if (a < b) x()</script>',
  '<textarea>',
  '<svg><style>',
  '<title>',
  '&copy &nbsp;',
  '<![CDATA[ x ]]>',
  '<!doctype html>',
  '<a href="x" title=\'it"s\'>',
  '</a>',
  '<section data-id="a" data-visibility="hidden">',
  '<aside class="notes" data-x>',
  '<div class="sl-block" data-block-type="line" data-block-id="l"><div class="sl-block-content" data-line-x1="0" data-line-y1="0" data-line-x2="1" data-line-y2="1" data-line-color="red" data-line-width="2" data-line-start-type="none" data-line-end-type="arrow">',
  '<div class="sl-block" data-block-type="image"><div class="sl-block-content"><img src="a.png" alt="">',
];

const anyMarkup = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((pieces) => pieces.join(''));

describe('any markup', () => {
  it('reaches the canonical form after one read and write, and stays there', () => {
    fc.assert(
      fc.property(anyMarkup, (markup) => {
        const deck = parse(markup);
        const canonical = serialize(deck);
        expect(parse(canonical)).toEqual(deck);
        expect(serialize(parse(canonical))).toBe(canonical);
      }),
      { numRuns: 10000 },
    );
  });
});
