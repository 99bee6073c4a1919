/**
 * What htmlparser2's tokenizer takes from `entities/decode`, for the browser: character references
 * read by the browser's own HTML parser instead of entities' table of the 2,231 named ones, which
 * is most of the deck format's weight in a page (about 10 KB gzip). The web build resolves
 * htmlparser2's import of `entities/decode` to this module (apps/web/vite.config.ts); servers and
 * tests keep entities. The decoder keeps entities' contract: `write` answers how many characters
 * the reference took, `&` included (0: none, it is text; -1: the input ended inside it, `end`
 * finishes it), and hands each code point over with that count.
 */

/** How a reference may end: anywhere (text), only with `;` (XML), or not before `=` or a letter or digit (attributes). */
export const DecodingMode = { Legacy: 0, Strict: 1, Attribute: 2 } as const;
type Mode = (typeof DecodingMode)[keyof typeof DecodingMode];

/** Stand-ins for entities' tables: the browser holds the HTML one; XML is not read in a browser. */
export const htmlDecodeTree = new Uint16Array(0);
export const xmlDecodeTree = new Uint16Array(0);

/** What may follow `&` in a reference: `#`, then `x` and hex digits or digits, or a name; then `;`. */
const REFERENCE = /^(?:#[xX][0-9a-fA-F]*|#[0-9]*|[A-Za-z0-9]*);?/;
const NUMERIC = /^#(?:[xX][0-9a-fA-F]+|[0-9]+)/;

const decoded = new Map<string, string>();
let textarea: HTMLTextAreaElement | undefined;

/** A reference read as the browser reads it in text (a textarea's content is text with references). */
function decodeText(reference: string): string {
  let value = decoded.get(reference);
  if (value === undefined) {
    textarea ??= document.createElement('textarea');
    textarea.innerHTML = reference;
    value = textarea.value;
    // Hostile markup can hold any number of different names and numbers.
    if (decoded.size >= 4096) decoded.clear();
    decoded.set(reference, value);
  }
  return value;
}

export class EntityDecoder {
  private mode: Mode = DecodingMode.Legacy;
  /** The reference's characters after `&` seen so far, while the input ended inside it. */
  private pending = '';

  constructor(
    tree: Uint16Array,
    private readonly emitCodePoint: (codePoint: number, consumed: number) => void,
  ) {
    if (tree === xmlDecodeTree) throw new Error('XML character references are not read in the browser');
  }

  startEntity(mode: Mode): void {
    this.mode = mode;
    this.pending = '';
  }

  write(input: string, offset: number): number {
    const text = this.pending + input.slice(offset);
    const reference = REFERENCE.exec(text)![0];
    if (reference.length === text.length && !reference.endsWith(';')) {
      this.pending = text;
      return -1;
    }
    this.pending = '';
    return this.resolve(reference, text[reference.length]);
  }

  end(): number {
    const reference = this.pending;
    this.pending = '';
    return this.resolve(reference, undefined);
  }

  /** Hands the reference's code points over and answers how many characters it took; 0 when it is text. */
  private resolve(reference: string, next: string | undefined): number {
    const numeric = NUMERIC.exec(reference)?.[0];
    if (numeric !== undefined) {
      const closed = reference[numeric.length] === ';';
      if (!closed && this.mode === DecodingMode.Strict) return 0;
      // One code point, handed over whole.
      const value = decodeText(`&${numeric};`).codePointAt(0)!;
      const consumed = numeric.length + (closed ? 2 : 1);
      this.emitCodePoint(value, consumed);
      return consumed;
    }
    const name = /^[A-Za-z0-9]*/.exec(reference)![0];
    if (name === '') return 0;
    if (reference.endsWith(';')) {
      const whole = decodeText(`&${name};`);
      // A named reference is one or two UTF-16 units; a partly read one keeps some of the name.
      if (whole !== `&${name};` && whole.length <= 2) return this.emit(whole, name.length + 2);
    }
    if (this.mode === DecodingMode.Strict) return 0;
    // Without `;` only the names of old HTML are read, the longest that starts the name; each
    // stands for one UTF-16 unit, followed by the rest of the name as text.
    const read = decodeText(`&${name}`);
    if (read === `&${name}`) return 0;
    const length = name.length - (read.length - 1);
    if (read.slice(1) !== name.slice(length)) return 0;
    if (this.mode === DecodingMode.Attribute && (length < name.length || next === '=')) return 0;
    return this.emit(read.slice(0, 1), length + 1);
  }

  /** A named reference's value, handed over one UTF-16 unit at a time as entities does. */
  private emit(value: string, consumed: number): number {
    for (let unit = 0; unit < value.length; unit++) this.emitCodePoint(value.charCodeAt(unit), consumed);
    return consumed;
  }
}
