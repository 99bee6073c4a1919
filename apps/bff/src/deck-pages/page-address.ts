import { isWellFormedPathParameter } from '@lectern/contracts';

/** A page path's segments, percent-decoded; null when one does not decode. */
export function pageSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * Whether a page's path can name anything: every segment percent-decodes and is a well-formed
 * path parameter (the page routes' `{username}`, `{slug}`, `{tag}`, `{token}` are the API's
 * parameters under other names). Anything else is answered 404 before any look-up.
 */
export function isWellFormedPageAddress(pathname: string): boolean {
  return pageSegments(pathname)?.every(isWellFormedPathParameter) ?? false;
}
