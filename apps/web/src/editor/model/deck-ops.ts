import type { Attributes, Deck, Slide, Stack } from '@lectern/deck-format';
import { withFreshIds } from './ids';
import type { SlideRef } from './slide-ref';

// Pure operations on the slides of a deck: each answers a new deck (and where the slide it is
// about now sits) and leaves its input untouched.

export class LastSlideError extends Error {
  override readonly name = 'LastSlideError';
  constructor() {
    super("You can't delete all slides in the deck.");
  }
}

export function slideAt(deck: Deck, ref: SlideRef): Slide | undefined {
  return deck.stacks[ref.h]?.slides[ref.v];
}

export function requireSlide(deck: Deck, ref: SlideRef): Slide {
  const slide = slideAt(deck, ref);
  if (!slide) throw new RangeError(`No slide at ${ref.h}/${ref.v}`);
  return slide;
}

export function slideCount(deck: Deck): number {
  return deck.stacks.reduce((sum, stack) => sum + stack.slides.length, 0);
}

export function findSlide(deck: Deck, slideId: string): SlideRef | null {
  for (const [h, stack] of deck.stacks.entries()) {
    const v = stack.slides.findIndex((slide) => slide.id === slideId);
    if (v >= 0) return { h, v };
  }
  return null;
}

/** The nearest existing slide to `ref` (after a deletion or an undo shrank the deck). */
export function clampRef(deck: Deck, ref: SlideRef): SlideRef {
  const h = Math.max(0, Math.min(ref.h, deck.stacks.length - 1));
  const slides = deck.stacks[h]?.slides.length ?? 1;
  return { h, v: Math.max(0, Math.min(ref.v, slides - 1)) };
}

export function updateSlide(deck: Deck, ref: SlideRef, change: (slide: Slide) => Slide): Deck {
  const slide = requireSlide(deck, ref);
  const next = change(slide);
  if (next === slide) return deck;
  return withStack(deck, ref.h, (stack) => ({ ...stack, slides: stack.slides.with(ref.v, next) }));
}

function withStack(deck: Deck, h: number, change: (stack: Stack) => Stack): Deck {
  return { ...deck, stacks: deck.stacks.with(h, change(deck.stacks[h]!)) };
}

/** A stack of one slide, written as a plain `<section>` again when its wrapper carries nothing. */
function normalized(stack: Stack): Stack {
  return stack.slides.length === 1 && stack.wrapper?.length === 0 ? { wrapper: null, slides: stack.slides } : stack;
}

/** Adds `slide` as a new stack right of stack `h`. */
export function insertStackAfter(deck: Deck, h: number, slide: Slide): { deck: Deck; ref: SlideRef } {
  const stacks = [...deck.stacks];
  stacks.splice(h + 1, 0, { wrapper: null, slides: [slide] });
  return { deck: { ...deck, stacks }, ref: { h: h + 1, v: 0 } };
}

/** Adds `slide` under the slide at `ref`, in the same vertical stack. */
export function insertSlideBelow(deck: Deck, ref: SlideRef, slide: Slide): { deck: Deck; ref: SlideRef } {
  const next = withStack(deck, ref.h, (stack) => {
    const slides = [...stack.slides];
    slides.splice(ref.v + 1, 0, slide);
    return { wrapper: stack.wrapper ?? [], slides };
  });
  return { deck: next, ref: { h: ref.h, v: ref.v + 1 } };
}

/** A copy of the slide at `ref` under fresh ids, placed right after it (below it inside a vertical stack). */
export function duplicateSlide(deck: Deck, ref: SlideRef, nextId: () => string): { deck: Deck; ref: SlideRef } {
  const slide = requireSlide(deck, ref);
  const copy: Slide = { ...slide, id: nextId(), blocks: slide.blocks.map((block) => withFreshIds(block, nextId)) };
  return deck.stacks[ref.h]!.slides.length > 1
    ? insertSlideBelow(deck, ref, copy)
    : insertStackAfter(deck, ref.h, copy);
}

/** Removes the slide at `ref`; the last slide of a deck stays (LastSlideError). */
export function deleteSlide(deck: Deck, ref: SlideRef): { deck: Deck; ref: SlideRef } {
  requireSlide(deck, ref);
  if (slideCount(deck) <= 1) throw new LastSlideError();
  const stack = deck.stacks[ref.h]!;
  if (stack.slides.length === 1) {
    const stacks = deck.stacks.filter((_, h) => h !== ref.h);
    const next = { ...deck, stacks };
    return { deck: next, ref: clampRef(next, { h: ref.h, v: 0 }) };
  }
  const next = withStack(deck, ref.h, (s) => normalized({ ...s, slides: s.slides.filter((_, v) => v !== ref.v) }));
  return { deck: next, ref: clampRef(next, { h: ref.h, v: ref.v - (ref.v > 0 ? 1 : 0) }) };
}

/** Where a dragged slide lands, relative to a target slide: as its own stack left or right of the target's stack, or above or below the target inside its stack. */
export type SlidePlacement = 'stack-before' | 'stack-after' | 'above' | 'below';

export function moveSlide(
  deck: Deck,
  slideId: string,
  targetId: string,
  placement: SlidePlacement,
): { deck: Deck; ref: SlideRef } {
  const from = findSlide(deck, slideId);
  if (!from || slideId === targetId || !findSlide(deck, targetId)) return { deck, ref: from ?? { h: 0, v: 0 } };
  const slide = requireSlide(deck, from);
  const stacks = deck.stacks
    .map((stack, h) =>
      h === from.h ? normalized({ ...stack, slides: stack.slides.filter((s) => s.id !== slideId) }) : stack,
    )
    .filter((stack) => stack.slides.length > 0);
  const without = { ...deck, stacks };
  const target = findSlide(without, targetId)!;
  switch (placement) {
    case 'stack-before':
      return insertStackAfter(without, target.h - 1, slide);
    case 'stack-after':
      return insertStackAfter(without, target.h, slide);
    case 'below':
      return insertSlideBelow(without, target, slide);
    case 'above': {
      const next = withStack(without, target.h, (stack) => {
        const slides = [...stack.slides];
        slides.splice(target.v, 0, slide);
        return { wrapper: stack.wrapper ?? [], slides };
      });
      return { deck: next, ref: target };
    }
  }
}

/**
 * Where the keyboard moves a slide one place earlier (`step` -1) or later (1): up or down inside its
 * stack; past the stack's top, before the previous stack; past its bottom, a stack of its own after
 * its stack (or after the next one, when it is alone). Null when it is already first or last.
 */
export function slideStep(
  deck: Deck,
  ref: SlideRef,
  step: 1 | -1,
): { targetId: string; placement: SlidePlacement } | null {
  const stack = deck.stacks[ref.h]?.slides;
  if (!stack) return null;
  if (step === -1) {
    if (ref.v > 0) return { targetId: stack[ref.v - 1]!.id, placement: 'above' };
    const previous = deck.stacks[ref.h - 1];
    return previous ? { targetId: previous.slides[0]!.id, placement: 'stack-before' } : null;
  }
  if (ref.v < stack.length - 1) return { targetId: stack[ref.v + 1]!.id, placement: 'below' };
  if (ref.v > 0) return { targetId: stack[0]!.id, placement: 'stack-after' };
  const next = deck.stacks[ref.h + 1];
  return next ? { targetId: next.slides[0]!.id, placement: 'stack-after' } : null;
}

const HIDDEN: readonly [string, string] = ['data-visibility', 'hidden'];

export function isHidden(slide: Slide): boolean {
  return slide.attributes.some(([name, value]) => name === 'data-visibility' && value === 'hidden');
}

/** Hides a visible slide (`data-visibility="hidden"`: left out when presenting) or shows a hidden one. */
export function toggleHidden(slide: Slide): Slide {
  const others: Attributes = slide.attributes.filter(([name]) => name !== 'data-visibility');
  return { ...slide, attributes: isHidden(slide) ? others : [...others, HIDDEN] };
}

/** Speaker notes of a slide; empty text removes them. */
export function withNotes(slide: Slide, notes: string): Slide {
  return { ...slide, notes: notes.trim() === '' ? null : notes };
}
