import type { Deck, Slide } from './model.js';
import { slideAttribute, withSlideAttributes } from './slide-attributes.js';

/**
 * The slide settings prompt's attributes (spec/001 §3, §5): its transitions, auto-slide time,
 * classes and id.
 */

const TRANSITION = 'data-transition';
const BACKGROUND_TRANSITION = 'data-background-transition';
const AUTO_SLIDE = 'data-autoslide';
const CLASS = 'class';
const ID = 'id';

export type TransitionKind = 'slide' | 'background';
const transitionAttribute = (kind: TransitionKind) => (kind === 'slide' ? TRANSITION : BACKGROUND_TRANSITION);

/** The slide's own transition, or null when it follows the deck's. */
export const slideTransition = (slide: Slide, kind: TransitionKind): string | null =>
  slideAttribute(slide, transitionAttribute(kind)) || null;

export const withSlideTransition = (slide: Slide, kind: TransitionKind, transition: string | null): Slide =>
  withSlideAttributes(slide, [transitionAttribute(kind)], transition ? [[transitionAttribute(kind), transition]] : []);

/** Auto-slide presets in seconds. */
export const AUTO_SLIDE_PRESETS_S = [2, 4, 6, 8, 10, 15, 20, 30, 40, 60, 120, 180] as const;

/** Seconds as typed: a positive number, else null (the attribute is removed). */
export function autoSlideSecondsFrom(typed: string | number): number | null {
  const text = String(typed).trim();
  const seconds = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** A video's or audio's duration as an auto-slide time: whole seconds, rounded up. */
export const autoSlideSecondsForDuration = (durationS: number): number | null =>
  Number.isFinite(durationS) && durationS > 0 ? Math.ceil(durationS) : null;

/** The slide's auto-slide time in seconds, or null when it has none. */
export function slideAutoSlideSeconds(slide: Slide): number | null {
  const ms = Number(slideAttribute(slide, AUTO_SLIDE) ?? Number.NaN);
  return Number.isFinite(ms) && ms > 0 ? ms / 1000 : null;
}

/** reveal.js reads `data-autoslide` in milliseconds. */
export const withAutoSlide = (slide: Slide, seconds: number | null): Slide => {
  const valid = seconds === null ? null : autoSlideSecondsFrom(seconds);
  return withSlideAttributes(
    slide,
    [AUTO_SLIDE],
    valid === null ? [] : [[AUTO_SLIDE, String(Math.round(valid * 1000))]],
  );
};

/** Classes reveal.js and the product set on slides themselves: never shown, never removed. */
export const RESERVED_SLIDE_CLASSES = ['present', 'past', 'future', 'stack', 'visible', 'hidden'] as const;
const isReserved = (name: string) => (RESERVED_SLIDE_CLASSES as readonly string[]).includes(name);
const classList = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

/** The slide's classes a person may edit, space separated. */
export const editableSlideClasses = (slide: Slide): string =>
  classList(slideAttribute(slide, CLASS))
    .filter((name) => !isReserved(name))
    .join(' ');

/** The slide with the typed classes (repeated spaces collapsed) beside the reserved ones it had. */
export function withSlideClasses(slide: Slide, typed: string): Slide {
  const reserved = classList(slideAttribute(slide, CLASS)).filter(isReserved);
  const own = classList(typed).filter((name) => !isReserved(name));
  const all = [...new Set([...reserved, ...own])];
  const index = slide.attributes.findIndex(([name]) => name === CLASS);
  if (all.length === 0) return withSlideAttributes(slide, [CLASS]);
  if (index < 0) return withSlideAttributes(slide, [], [[CLASS, all.join(' ')]]);
  return { ...slide, attributes: slide.attributes.map((entry, i) => (i === index ? [CLASS, all.join(' ')] : entry)) };
}

/** A slide id as typed, made into a slug: lower case letters, digits and single dashes. */
export function slugifySlideId(typed: string): string {
  return typed
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

export const SLIDE_ID_TAKEN = 'This slide ID is already used for another slide.';

/** Whether another slide of the deck already has this id. */
export const slideIdTaken = (deck: Deck, id: string, except: Slide): boolean =>
  deck.stacks.some((stack) => stack.slides.some((slide) => slide !== except && slide.id === id));

/** An in-deck link to a slide, as reveal.js follows it (`#/<id>` finds the element with that id). */
export const slideLinkHref = (id: string) => `#/${id}`;

/**
 * The slide with a new id: `data-id` and the element `id` reveal.js finds in-deck links by. A
 * slide's `id` is written only once a person names it.
 */
export const withSlideId = (slide: Slide, id: string): Slide => ({
  ...withSlideAttributes(slide, [ID], [[ID, id]]),
  id,
});
