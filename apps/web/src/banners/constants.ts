// The banners' timings and limits (spec/000 §9, spec/001 §9, spec/002 §9), named in one place.

/** The cookie banner goes once the page is scrolled beyond this many pixels... */
export const COOKIE_BANNER_DISMISS_SCROLL_PX = 100;
/** ...or after this long. */
export const COOKIE_BANNER_DISMISS_AFTER_MS = 5000;
/** How long the browser remembers that the cookie banner was seen. */
export const COOKIE_CONSENT_DAYS = 365;
