/** A run of text, and whether it is a match to highlight. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Matches are highlighted only for a term longer than this (spec/000 §2). */
const HIGHLIGHT_MIN_TERM_LENGTH = 2;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits `text` around every case-insensitive occurrence of the trimmed term. */
export function highlightParts(text: string, term: string): TextPart[] {
  const wanted = term.trim();
  if (wanted.length < HIGHLIGHT_MIN_TERM_LENGTH || text === '') return [{ text, match: false }];
  return text
    .split(new RegExp(`(${escapeRegExp(wanted)})`, 'giu'))
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
