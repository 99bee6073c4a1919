// @vitest-environment jsdom
import fc from 'fast-check';
import {
  DecodingMode as EntitiesMode,
  EntityDecoder as EntitiesDecoder,
  htmlDecodeTree as entitiesTree,
} from 'entities/decode';
import { describe, expect, it } from 'vitest';
import { DecodingMode, EntityDecoder, htmlDecodeTree, xmlDecodeTree } from './browser-entity-decoder.js';

interface Read {
  /**
   * How many characters the reference took: what `write` answered, or `end` when the input ran
   * out inside it. (entities may answer before a name's end, from its table; the browser's
   * decoder needs the whole name, so with a document that ends in the name it answers at `end`.
   * The tokenizer reads the same text and attributes either way.)
   */
  readonly taken: number;
  /** Each code point handed over, with the characters the reference took. */
  readonly emitted: [number, number][];
}

type Decoder = Pick<EntitiesDecoder, 'startEntity' | 'write' | 'end'>;

/** Reads the reference after the `&` at the start of `input` as htmlparser2's tokenizer does with a whole document. */
function read(
  make: (emit: (codePoint: number, consumed: number) => void) => Decoder,
  mode: number,
  input: string,
): Read {
  const emitted: [number, number][] = [];
  const decoder = make((codePoint, consumed) => emitted.push([codePoint, consumed]));
  decoder.startEntity(mode);
  const written = decoder.write(input, 1);
  return { taken: written === -1 ? decoder.end() : written, emitted };
}

const entities = (mode: number, input: string) => read((emit) => new EntitiesDecoder(entitiesTree, emit), mode, input);
const browser = (mode: number, input: string) => read((emit) => new EntityDecoder(htmlDecodeTree, emit), mode, input);

const MODES = [
  ['text', DecodingMode.Legacy, EntitiesMode.Legacy],
  ['an attribute', DecodingMode.Attribute, EntitiesMode.Attribute],
  ['strict', DecodingMode.Strict, EntitiesMode.Strict],
] as const;

const CASES = [
  '&amp;',
  '&amp',
  '&ampx',
  '&amp=',
  '&lt;b&gt;',
  '&nbsp;',
  '&nbsp',
  '&copy;2026',
  '&copyright',
  '&copy=',
  '&notit;',
  '&notin;',
  '&not',
  '&noti',
  '&frac12;',
  '&frac12x',
  '&sup2',
  '&there4;',
  '&NotEqualTilde;',
  '&Afr;',
  '&semi;',
  '&unknown;',
  '&unknown',
  '&AMP;',
  '&AMP',
  '&Amp;',
  '&#65;',
  '&#65',
  '&#65x',
  '&#x41;',
  '&#X41',
  '&#x1F600;',
  '&#128512;',
  '&#0;',
  '&#150;',
  '&#x110000;',
  '&#xD800;',
  '&#99999999999999999999;',
  '&#;',
  '&#x;',
  '&#xg',
  '&#',
  '&',
  '& b',
  '&;',
  '&=',
  '&a',
  `&${'a'.repeat(40)};`,
];

describe('the browser entity decoder', () => {
  describe.each(MODES)('in %s', (_where, mode, entitiesMode) => {
    it.each(CASES)('reads %j as entities does', (input) => {
      expect(browser(mode, input)).toEqual(entities(entitiesMode, input));
    });

    it('reads any run of reference-like characters as entities does', () => {
      const piece = fc.constantFrom(
        ...['amp', 'not', 'in', 'copy', 'frac', '12', '34', 'sup', 'Afr', 'Not', 'Equal', 'Tilde', 'lt', 'gt'],
        ...['quot', 'nbsp', 'semi', 'x', 'X', '#', ';', '=', ' ', '&', '0', '9', 'F', 'a', 'Z', 'D800', '1F600'],
      );
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
          const input = `&${pieces.join('')}`;
          expect(browser(mode, input)).toEqual(entities(entitiesMode, input));
        }),
        { numRuns: 2000 },
      );
    });
  });

  it('reads a reference split across writes', () => {
    const emitted: number[] = [];
    const decoder = new EntityDecoder(htmlDecodeTree, (codePoint) => emitted.push(codePoint));
    decoder.startEntity(DecodingMode.Legacy);
    expect(decoder.write('x&co', 2)).toBe(-1);
    expect(decoder.write('py; and', 0)).toBe(6);
    expect(String.fromCodePoint(...emitted)).toBe('©');
  });

  it('is not made for XML', () => {
    expect(() => new EntityDecoder(xmlDecodeTree, () => undefined)).toThrow(/XML/);
  });
});
