export const INVALID_URL = 'Please enter a valid URL';

export type LinkAddress = { ok: true; href: string } | { ok: false; message: string };

const ALLOWED_PROTOCOLS = ['http:', 'https:', 'mailto:'];
/** A scheme is letters before a colon; a colon followed by a digit is a port ("example.com:8080"). */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * Turns what a person typed into a link address: at least 4 characters without spaces, http://
 * added when no scheme was given, and only http, https and mailto links accepted.
 */
export function parseLinkAddress(typed: string): LinkAddress {
  const trimmed = typed.trim();
  if (trimmed.length < 4 || /\s/.test(trimmed)) return { ok: false, message: INVALID_URL };
  const href = SCHEME.test(trimmed) ? trimmed : `http://${trimmed}`;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { ok: false, message: INVALID_URL };
  }
  if (!ALLOWED_PROTOCOLS.includes(url.protocol)) return { ok: false, message: INVALID_URL };
  if (url.protocol !== 'mailto:' && !url.hostname) return { ok: false, message: INVALID_URL };
  if (url.protocol === 'mailto:' && url.pathname.length === 0) return { ok: false, message: INVALID_URL };
  return { ok: true, href };
}
