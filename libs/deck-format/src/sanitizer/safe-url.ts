/**
 * Which URLs an attribute may hold:
 * - `link`: http(s), mailto, or relative to the page (`#/2`, `/decks/…`);
 * - `media`: http(s), relative, or a raster image as a `data:` URL;
 * - `frame`: absolute https only (what is framed is never this origin's page by accident), at
 *   most `IFRAME_URL_MAX_LENGTH` characters;
 * - `playable` (video and audio sources): http(s), or this site's own media files.
 * Protocol-relative URLs (`//host`, `\\host`) are never allowed: they leave the page's scheme.
 */
import { IFRAME_URL_MAX_LENGTH } from '../constants.js';

export type UrlKind = 'link' | 'media' | 'frame' | 'playable';

/** Where this site serves media library files. */
const OWN_MEDIA_PATH = /^\/media-files\//;

const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif|bmp)[;,]/;

/**
 * Browsers drop control characters and spaces around a URL and tabs and newlines inside it;
 * removing every one of them before looking at the scheme also catches `jav&#x09;ascript:`.
 */
function normalized(url: string): string {
  return url.replace(/[\u0000-\u0020\u007f-\u00a0\u2028\u2029]/g, '').toLowerCase();
}

export function isSafeUrl(url: string, kind: UrlKind): boolean {
  const plain = normalized(url);
  if (/^[/\\]{2}/.test(plain)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(plain)?.[1];
  if (kind === 'frame' && url.length > IFRAME_URL_MAX_LENGTH) return false;
  if (scheme === undefined) return kind === 'playable' ? OWN_MEDIA_PATH.test(plain) : kind !== 'frame';
  switch (kind) {
    case 'link':
      return scheme === 'http' || scheme === 'https' || scheme === 'mailto';
    case 'media':
      return scheme === 'http' || scheme === 'https' || RASTER_DATA_URL.test(plain);
    case 'frame':
      return scheme === 'https';
    case 'playable':
      return scheme === 'http' || scheme === 'https';
  }
}
