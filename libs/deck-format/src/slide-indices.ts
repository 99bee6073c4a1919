import type { Deck, Slide } from './model.js';

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

/** Every slide in reading order with its number as people read it: `4`, or `4.2` inside a vertical stack. */
export function numberedSlides(deck: Deck): { slide: Slide; number: string }[] {
  return deck.stacks.flatMap((stack, h) =>
    stack.slides.map((slide, v) => ({ slide, number: stack.wrapper === null ? `${h + 1}` : `${h + 1}.${v + 1}` })),
  );
}
