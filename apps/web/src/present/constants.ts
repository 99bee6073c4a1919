// The timings and limits of the present views (spec/000 §9, spec/001 §9), named in one place.

/** Upsizing: how far a deck may scale up to fill the window when the deck allows it. */
export const UPSIZING_MAX_SCALE = 10;
/** Without upsizing a deck never grows past its own size. */
export const NO_UPSIZING_MAX_SCALE = 1;
/** How small reveal.js may shrink a slide on a small window. */
export const PRESENT_MIN_SCALE = 0.2;

export const KIOSK_AUTO_SLIDE_DEFAULT_MS = 8000;
export const KIOSK_AUTO_SLIDE_MIN_MS = 2000;
export const KIOSK_AUTO_SLIDE_MAX_MS = 180_000;
/** How often a kiosk asks whether the deck changed. */
export const KIOSK_UPDATE_POLL_MS = 5 * 60 * 1000;

/** `autoRefresh` reloads no more often than this. */
export const AUTO_REFRESH_MIN_MS = 10_000;

export const SPEAKER_TIMER_TICK_MS = 1000;
/** The speaker view switches to its mobile variant below this window width. */
export const SPEAKER_MOBILE_MAX_WIDTH = 700;
/** A touch that moves less than this is a tap, more is a swipe. */
export const SWIPE_TAP_DISTANCE_PX = 10;

/** Navigation instructions show after this long, the vertical ones this long after a vertical stack appears. */
export const NAVIGATION_INSTRUCTIONS_DELAY_MS = 6000;
export const VERTICAL_INSTRUCTIONS_DELAY_MS = 1000;
