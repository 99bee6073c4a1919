/** Where a slide sits: `h` is the stack (horizontal position), `v` the slide inside it (vertical position). */
export interface SlideRef {
  readonly h: number;
  readonly v: number;
}

export const FIRST_SLIDE: SlideRef = { h: 0, v: 0 };

export const sameRef = (a: SlideRef, b: SlideRef) => a.h === b.h && a.v === b.v;

/** A slide's name by its number: 'Slide 2', or 'Slide 2.3' for the third of the second stack. */
export const slideLabel = (ref: SlideRef) => (ref.v > 0 ? `Slide ${ref.h + 1}.${ref.v + 1}` : `Slide ${ref.h + 1}`);
