// Timings of the web shell, named once (values from spec/000 §9 and spec/001 §4, §9).

/** How long a notification stays before it hides. */
export const NOTIFICATION_DURATION_MS = 5000;
/** How long a notification takes to fade in and out. */
export const NOTIFICATION_FADE_MS = 500;
/** A hidden notification is removed this long after it starts hiding. */
export const NOTIFICATION_DESTROY_DELAY_MS = 400;
/** Held notifications are released after this long, plus one step per position in the stack. */
export const NOTIFICATION_RELEASE_BASE_MS = 5000;
export const NOTIFICATION_RELEASE_STEP_MS = 1000;
/** Editor-style notifications last a base time plus a time per character, longer for negative ones. */
export const EDITOR_NOTIFICATION_BASE_MS = 2500;
export const EDITOR_NOTIFICATION_PER_CHARACTER_MS = 20;
export const EDITOR_NOTIFICATION_NEGATIVE_FACTOR = 1.5;

/** The session status is checked this often. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;
/** A request failing for a transient reason (network, 5xx) is retried this many times. */
export const TRANSIENT_REQUEST_RETRIES = 2;

/** A form field is validated this long after the last keystroke (spec/002 §5, §9)... */
export const VALIDATION_DELAY_MS = 600;
/** ...and this long while it shows a problem. */
export const VALIDATION_DELAY_WHILE_SHOWN_MS = 300;

/** Profile (spec/000 §9): the search box filters this long after typing; scrolling and resizing are checked this often. */
export const PROFILE_SEARCH_THROTTLE_MS = 300;
export const PROFILE_SCROLL_THROTTLE_MS = 30;
export const PROFILE_RESIZE_THROTTLE_MS = 100;
/** The search page asks for results this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;
/** The deck fonts' family autocomplete asks the font list at most this often (spec/001 §9). */
export const FONT_AUTOCOMPLETE_THROTTLE_MS = 500;

/** Tooltips (spec/001 §2 "tooltips have delays and a 500 ms suppression window"): one shows this long after the pointer or focus arrives... */
export const TOOLTIP_SHOW_DELAY_MS = 500;
/** ...and none shows for this long after a press on anything that has one, so a click never flashes one. */
export const TOOLTIP_SUPPRESSION_MS = 500;
