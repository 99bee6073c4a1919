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

// Live presenting (spec/001 §4, §9).

/** A presenter publishes its state at most this often. */
export const LIVE_PUBLISH_THROTTLE_MS = 200;
/** A viewer waiting for the presenter asks again this often. */
export const LIVE_WAITING_RETRY_MS = 10_000;
/** A lost connection is told to the viewer once it has been lost this long. */
export const LIVE_LOST_NOTICE_DELAY_MS = 10_000;
/** After this many failed reconnections in a row the viewer is told there is trouble, and retries when asked. */
export const LIVE_RECONNECT_ATTEMPTS = 10;
/** A media event received from the presenter is not sent back for this long. */
export const LIVE_MEDIA_ECHO_SUPPRESSION_MS = 3000;
/** The pointer moves this share of the way to where it should be on each frame. */
export const LIVE_POINTER_EASING = 0.13;
/** A pointer held down for this long without news counts as released. */
export const LIVE_POINTER_DOWN_RESET_MS = 30_000;
/** The pointer's place over the slides is measured again this long after the window's size changed. */
export const LIVE_POINTER_LAYOUT_DELAY_MS = 500;
/** The presenter sends the pointer at most this often. */
export const LIVE_POINTER_SEND_MS = 50;
/** 'SMS sent' shows this long before the Send SMS prompt closes. */
export const SMS_SENT_SHOWN_MS = 2000;
