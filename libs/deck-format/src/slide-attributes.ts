import type { Attributes, Slide } from './model.js';

/** The value of a slide attribute, or undefined when the slide does not have it. */
export const slideAttribute = (slide: Slide, name: string): string | undefined =>
  slide.attributes.find(([key]) => key === name)?.[1];

/** The slide without the named attributes, then with the given ones appended in order. */
export function withSlideAttributes(slide: Slide, removed: readonly string[], added: Attributes = []): Slide {
  return { ...slide, attributes: [...slide.attributes.filter(([name]) => !removed.includes(name)), ...added] };
}
