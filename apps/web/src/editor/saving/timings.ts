// Saving timings (spec/000 §4, §9).

/** How often the editor checks for unsaved changes. */
export const UNSAVED_CHECK_INTERVAL_MS = 1500;
/** How often changed content is saved without being asked. */
export const AUTOSAVE_INTERVAL_MS = 4000;
/** A save still unanswered after this long counts as failed. */
export const SAVE_TIMEOUT_MS = 25_000;
