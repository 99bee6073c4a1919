import { parse, type Slide } from '@lectern/deck-format';

/** A template's markup as the slide it holds; null when it holds none (the server keeps exactly one). */
export function templateSlide(html: string): Slide | null {
  return parse(html).stacks[0]?.slides[0] ?? null;
}
