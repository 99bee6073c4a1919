import { embedWhitelistEntries } from '@lectern/domain';

/** The embed view of a deck, `/{username}/{slug-or-id}/embed`: the one page other sites may frame. */
export const isEmbedPage = (pathname: string) => /^\/[^/]+\/[^/]+\/embed\/?$/.test(pathname);

/**
 * The fullscreen view of a deck: Lectern's own pages frame it (the profile's thumbnail preview,
 * spec/000 §2), other sites may not.
 */
export const isFullscreenPage = (pathname: string) => /^\/[^/]+\/[^/]+\/fullscreen\/?$/.test(pathname);

const WHITELIST_ENTRY = /^(?:(https?):\/\/)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?(?:[/#%].*)?$/i;

/** A whitelist entry (`site.example`, `https://site.example:8443/page`) as a CSP host source, or null. */
function hostSource(entry: string): string | null {
  const match = WHITELIST_ENTRY.exec(entry);
  if (!match) return null;
  const [, scheme, host, port] = match;
  return `${scheme ? `${scheme}://` : ''}${host}${port ? `:${port}` : ''}`.toLowerCase();
}

/**
 * The `frame-ancestors` sources of an embed page: any site when the link has no whitelist,
 * otherwise exactly the whitelisted sites (none at all when no entry names a site).
 */
export function embedFrameAncestors(whitelist: string): string {
  const entries = embedWhitelistEntries(whitelist);
  if (entries.length === 0) return '*';
  const sources = [...new Set(entries.map(hostSource).filter((source): source is string => source !== null))];
  return sources.length > 0 ? sources.join(' ') : "'none'";
}

/** The policy with its `frame-ancestors` directive replaced. */
export const withFrameAncestors = (csp: string, sources: string) =>
  csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${sources}`);
