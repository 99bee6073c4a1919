/** A `<section` or `</section` tag. In cleaned markup every `<` opens a tag: text and attribute values have it escaped. */
const SECTION_TAG = /<(\/?)section(?=[\s/>])/gi;

/**
 * Cleaned markup cut before each top-level slide, each piece running to the next one (its
 * whitespace after it included); null when the markup holds anything but slides and whitespace
 * at the top level, or is not cleaned markup's shape (its sections unbalanced).
 */
export function topLevelSlides(cleaned: string): string[] | null {
  const starts: number[] = [];
  let depth = 0;
  let lastEnd = 0;
  for (const match of cleaned.matchAll(SECTION_TAG)) {
    if (match[1] === '/') {
      if (--depth < 0) return null;
      if (depth === 0) lastEnd = cleaned.indexOf('>', match.index) + 1;
      continue;
    }
    if (depth === 0) {
      if (cleaned.slice(lastEnd, match.index).trim() !== '') return null;
      starts.push(match.index);
    }
    depth++;
  }
  if (depth !== 0 || starts.length === 0 || cleaned.slice(lastEnd).trim() !== '') return null;
  starts[0] = 0;
  return starts.map((start, index) => cleaned.slice(start, starts[index + 1] ?? cleaned.length));
}

/** A markup in three parts: slides it starts and ends with as they were cleaned before, and what lies between. */
export interface KeptSlides {
  head: string;
  changed: string;
  tail: string;
}

/**
 * The top-level slides of markup cleaned before (`cleaned`) that `markup` starts and ends with,
 * character for character, and what lies between them: the part of a save that changed. Each
 * kept piece is whole slides of cleaning's own output, so the markup is at its top level where
 * each part begins. Null when `cleaned` cannot be cut into slides or nothing of it is kept.
 */
export function keptSlides(markup: string, cleaned: string): KeptSlides | null {
  const pieces = topLevelSlides(cleaned);
  if (!pieces) return null;
  let headEnd = 0;
  let first = 0;
  while (first < pieces.length && markup.startsWith(pieces[first]!, headEnd)) headEnd += pieces[first++]!.length;
  let tailStart = markup.length;
  let last = pieces.length;
  while (last > first) {
    const piece = pieces[last - 1]!;
    if (tailStart - piece.length < headEnd || !markup.endsWith(piece, tailStart)) break;
    tailStart -= piece.length;
    last--;
  }
  if (headEnd === 0 && tailStart === markup.length) return null;
  return { head: markup.slice(0, headEnd), changed: markup.slice(headEnd, tailStart), tail: markup.slice(tailStart) };
}
