import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_DECK_SETTINGS, DomainError, RESERVED_USERNAMES, scriptSource } from '@lectern/domain';
import { findFollowedTheme } from '@lectern/read-models';
import { deckAtAddress } from './deck-address.js';

/** The present views, the only pages that load a deck's scripts: show, fullscreen, embed, kiosk, presenter. */
const PRESENT_PAGE = /^\/([^/]+)\/([^/]+)(?:\/(fullscreen|embed|kiosk|present))?\/?$/;

export interface PageScripts {
  deckId: string;
  /** The `script-src` sources the page opens: the deck's script files, and the hash of its theme's script. */
  sources: string[];
}

function presentedAddress(url: string): [string, string] | undefined {
  const match = PRESENT_PAGE.exec(url.split('?', 1)[0]!);
  if (!match) return undefined;
  try {
    return [decodeURIComponent(match[1]!), decodeURIComponent(match[2]!)];
  } catch (refused) {
    if (refused instanceof DomainError) return undefined;
    throw refused;
  }
}

/** The source that lets exactly this inline script run (the present view inserts it as it is). */
export const inlineScriptSource = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/**
 * The scripts a page may run (docs/decisions/0033, 0057): only a present view of a deck that has
 * script URLs or follows a theme with a script, that the requester may view (an access token in
 * `?token=` counts), and whose owner's team allows scripts, as the policy decides (`run_scripts`).
 * Undefined for every other page.
 */
export async function presentPageScripts(request: FastifyRequest): Promise<PageScripts | undefined> {
  const address = presentedAddress(request.url);
  // The app's own pages (`/users/settings`, `/team/users`) name no deck.
  if (!address || RESERVED_USERNAMES.has(address[0].toLowerCase())) return undefined;
  const readModels = request.server.readModels;
  const { deck } = await deckAtAddress(request, address[0], address[1]);
  if (!deck) return undefined;
  const urls = { ...DEFAULT_DECK_SETTINGS, ...deck.settings }.script_urls;
  const themeScript = (await findFollowedTheme(readModels, deck))?.js ?? '';
  if (urls.length === 0 && themeScript === '') return undefined;
  try {
    await request.authorizedDeck(deck.id, 'run_scripts');
  } catch (refused) {
    if (refused instanceof DomainError) return undefined;
    throw refused;
  }
  const sources = [...new Set(urls.map(scriptSource))];
  return { deckId: deck.id, sources: themeScript === '' ? sources : [...sources, inlineScriptSource(themeScript)] };
}

/** The policy with `script-src` opened to exactly these sources, and nothing else changed. */
export const withScriptSources = (csp: string, sources: readonly string[]) =>
  csp.replace(/script-src [^;]*/, (directive) => [directive, ...sources].join(' '));
