/** A deck loads at most this many scripts (spec/001 §5 leaves the number to configuration). */
export const DECK_SCRIPT_MAX_COUNT = 5;
/** Each script address is at most this long: every one of them travels in the page's Content-Security-Policy. */
export const DECK_SCRIPT_URL_MAX_LENGTH = 500;

export const scriptUrlMessages = {
  https: 'Script must be loaded via HTTPS',
  invalid: 'Please enter a valid script URL',
} as const;

/** A host name a Content-Security-Policy source can name: letters, digits, dots and hyphens (no IPv6 literal). */
const CSP_HOST = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;

/**
 * The address a script URL as typed is stored as (parsed and written out again), or its problem
 * (spec/001 §5): http gives 'Script must be loaded via HTTPS', anything but a file address over
 * https 'Please enter a valid script URL'. A path ending in `/` names a folder, which a
 * Content-Security-Policy would open whole, so it is refused too.
 */
export function checkScriptUrl(typed: string): { url: string } | { problem: string } {
  const value = typed.trim();
  if (/^http:/i.test(value)) return { problem: scriptUrlMessages.https };
  const invalid = { problem: scriptUrlMessages.invalid };
  if (
    !/^https:\/\//i.test(value) ||
    value.length > DECK_SCRIPT_URL_MAX_LENGTH ||
    /[\s\\\u0000-\u001F\u007F]/.test(value)
  )
    return invalid;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return invalid;
  }
  if (url.protocol !== 'https:' || url.username || url.password || !CSP_HOST.test(url.hostname)) return invalid;
  if (url.pathname.endsWith('/') || url.href.length > DECK_SCRIPT_URL_MAX_LENGTH) return invalid;
  return { url: url.href };
}

/** The problem with a script URL as typed, or undefined when it may be stored. */
export function scriptUrlProblem(typed: string): string | undefined {
  const checked = checkScriptUrl(typed);
  return 'problem' in checked ? checked.problem : undefined;
}

/**
 * A stored script URL as a Content-Security-Policy source naming that file only: its origin and
 * path (a query does not take part in matching), with `;` and `,` escaped as the policy requires
 * (and `'`, which opens a keyword there).
 */
export function scriptSource(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname.replaceAll(';', '%3B').replaceAll(',', '%2C').replaceAll("'", '%27');
  return `${parsed.origin}${path}`;
}
