import { MARQUEE_DECK } from '@lectern/site-content';

/** The marquee's autoSlide setting: the deck's interval while playing, none while paused. */
export const marqueeAutoSlide = (playing: boolean) => (playing ? MARQUEE_DECK.auto_slide_interval : 0);

/** The visitor asked for less motion: the marquee starts paused and changes slides without a transition. */
export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
