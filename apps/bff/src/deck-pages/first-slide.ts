import { parse, serializeSlide } from '@lectern/deck-format';

const SECTION_TAG = /<(\/?)section\b[^>]*>/gi;

/**
 * The markup up to the end of its first top-level `<section>` (the first stack), found by
 * counting section tags: stored markup is sanitized, so `<` in text and attribute values is
 * escaped and every match is a tag. All of it when the tags do not balance.
 */
function firstStack(markup: string): string {
  let depth = 0;
  for (const match of markup.matchAll(SECTION_TAG)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return markup.slice(0, match.index + match[0].length);
  }
  return markup;
}

/**
 * The first slide of stored (sanitized) deck markup as its `<section>`, without speaker notes;
 * '' for none. Only the first stack is parsed: a page of a long deck costs the request thread
 * a scan of its markup, not a tree of all of it.
 */
export function firstSlideMarkup(markup: string): string {
  const first = parse(firstStack(markup)).stacks[0]?.slides[0];
  return first ? serializeSlide({ ...first, notes: null }) : '';
}
