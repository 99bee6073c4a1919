// Collaboration timings (spec/001 §8, §9).

/** No input for this long makes a page idle (and an editor others may take over from). */
export const COLLABORATION_IDLE_MS = 240_000;
/** A typing signal is sent at most this often while someone types... */
export const TYPING_SEND_EVERY_MS = 5_000;
/** ...and one not repeated within this long is over. */
export const TYPING_RESET_MS = 15_000;
/** 'Lost connection to server' shows after the socket has been down this long. */
export const LOST_CONNECTION_AFTER_MS = 6_000;
/** The socket reconnects after 1 s, 2 s, 4 s... and never waits longer than this. */
export const RECONNECT_MAX_DELAY_MS = 10_000;
/** Redirects after another user started editing, or after being removed. */
export const REDIRECT_AFTER_MS = 5_000;
/** A deck whose content changed reloads at most once per this long for each four slides. */
export const CONTENT_RELOAD_MS_PER_FOUR_SLIDES = 1_000;
/** The comment list shows a date only for comments older than this. */
export const COMMENT_DATE_AFTER_MS = 24 * 60 * 60 * 1000;
/** The comment field takes the focus this long after the panel opens. */
export const COMMENT_FOCUS_DELAY_MS = 100;
/** The invite form's suggestions are asked for at most this often. */
export const MEMBER_SEARCH_THROTTLE_MS = 500;
/** The invite form's success and failure overlays last this long. */
export const INVITE_SUCCESS_MS = 2_000;
export const INVITE_FAILURE_MS = 3_000;
/** A new comment scrolls the list to it when the newest was out of view by no more than this (px). */
export const COMMENT_SCROLL_WITHIN_PX = 600;
