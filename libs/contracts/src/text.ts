import { z } from 'zod';

/** The field message for text holding a character Lectern does not store. */
export const TEXT_CHARACTERS_MESSAGE =
  'contains characters that are not allowed (control, invisible or direction marks)';

/** NUL and lone UTF-16 surrogates: never valid stored text (Postgres refuses NUL; JSON cannot carry half a pair). */
const BROKEN = /[\u0000]|\p{Cs}/u;
/** Other control characters, bidi overrides/marks and zero-width characters: they hide or reorder what a reader sees. */
const HIDDEN =
  /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

/** Whether a plain-text value (a title, a name, an e-mail, a setting) may be stored. */
export const isStorableText = (value: string) => !BROKEN.test(value) && !HIDDEN.test(value);

/**
 * Whether rich content (slide markup, passwords) may be stored: only NUL and lone surrogates are
 * refused, since zero-width joiners and direction marks are part of real text there (emoji sequences,
 * right-to-left scripts) and markup is sanitized separately.
 */
export const isStorableContent = (value: string) => !BROKEN.test(value);

/** Every stored plain-text field of a request starts from this string. */
export const storedText = () => z.string().refine(isStorableText, TEXT_CHARACTERS_MESSAGE);

/** Every stored rich-content field (and secrets typed by a person) starts from this string. */
export const storedContent = () => z.string().refine(isStorableContent, TEXT_CHARACTERS_MESSAGE);

/** The longest path parameter any route takes (a username, an id, a slug, a link's token), in characters. */
export const PATH_PARAMETER_MAX_LENGTH = 200;

/**
 * Whether a decoded path parameter (an API route's `{id}`, a page's `{username}`) may name anything:
 * not empty, bounded, and plain text as `storedText()` takes it. Nothing Lectern stores is named otherwise.
 */
export const isWellFormedPathParameter = (value: string) =>
  value.length > 0 && value.length <= PATH_PARAMETER_MAX_LENGTH && isStorableText(value);
