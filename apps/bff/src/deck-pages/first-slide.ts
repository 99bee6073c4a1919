import { parse, serializeSlide } from '@lectern/deck-format';

/** The first slide of stored (sanitized) deck markup as its `<section>`, without speaker notes; '' for none. */
export function firstSlideMarkup(markup: string): string {
  const first = parse(markup).stacks[0]?.slides[0];
  return first ? serializeSlide({ ...first, notes: null }) : '';
}
