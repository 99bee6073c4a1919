import type { Deck } from './model.js';

export interface SlideIndex {
  /** Horizontal position: the stack. */
  readonly h: number;
  /** Vertical position within the stack (0 for a plain slide). */
  readonly v: number;
  readonly id: string;
  /** `data-visibility="hidden"`: reveal.js leaves the slide out when presenting. */
  readonly hidden: boolean;
}

/** Every slide's position in the markup, in reading order. */
export function slideIndices(deck: Deck): SlideIndex[] {
  return deck.stacks.flatMap((stack, h) =>
    stack.slides.map((slide, v) => ({
      h,
      v,
      id: slide.id,
      hidden: slide.attributes.some(([name, value]) => name === 'data-visibility' && value === 'hidden'),
    })),
  );
}

export function slideCount(deck: Deck): number {
  return deck.stacks.reduce((count, stack) => count + stack.slides.length, 0);
}
