/** Where a slide sits: `h` is the stack (horizontal position), `v` the slide inside it (vertical position). */
export interface SlideRef {
  readonly h: number;
  readonly v: number;
}

export const FIRST_SLIDE: SlideRef = { h: 0, v: 0 };

export const sameRef = (a: SlideRef, b: SlideRef) => a.h === b.h && a.v === b.v;
