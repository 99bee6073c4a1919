/** Custom deck CSS (spec/000 §6: pro and enterprise): the bounds every compile works within. */

/** Characters of LESS or CSS a deck may hold. */
export const CUSTOM_CSS_MAX_LENGTH = 50_000;
/** Braces and parentheses nested deeper than this are refused before compiling. */
export const CUSTOM_CSS_MAX_DEPTH = 24;
/** A compile that takes longer is stopped and refused. */
export const CUSTOM_CSS_COMPILE_TIMEOUT_MS = 2_000;
/** A compile thread that has not loaded by then (a machine under heavy load) fails the compile. */
export const CUSTOM_CSS_WORKER_START_TIMEOUT_MS = 30_000;
/** Compiled CSS longer than this (LESS loops and nesting can multiply it) is refused. */
export const CUSTOM_CSS_MAX_OUTPUT_LENGTH = 200_000;
/** The heap a compile may use, in MB. */
export const CUSTOM_CSS_COMPILE_HEAP_MB = 64;
/**
 * Every kept rule applies inside this: the element slide content sits in, in the editor, in every
 * present view and in revision stills (deck-styles).
 */
export const CUSTOM_CSS_SCOPE = '.deck-slide';

export const customCssMessages = {
  tooLong: `Custom CSS can be at most ${CUSTOM_CSS_MAX_LENGTH.toLocaleString('en-US')} characters`,
  tooDeep: `Custom CSS can nest at most ${CUSTOM_CSS_MAX_DEPTH} levels`,
  imports: 'Custom CSS cannot import other files',
  tooSlow: 'Custom CSS took too long to compile',
  tooBig: 'The compiled CSS is too large',
  compileFailed: 'Custom CSS could not be compiled',
} as const;
