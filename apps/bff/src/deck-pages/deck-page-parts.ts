import type { FastifyRequest } from 'fastify';
import { deckAnswerKeys } from '../plugins/app/read-caches.js';
import { deckAtAddress } from './deck-address.js';
import { decodedSegments, type DeckPageAnswer, type DeckPageParts } from './deck-page.js';
import { presentPageScripts } from './deck-scripts.js';

/** The query parameters the embed view's footer follows (`embedFooter` in deck-page.ts). */
const EMBED_FOOTER_PARAMETERS = ['style', 'byline', 'share'];

/**
 * A page's deck scripts and painted deck. A visitor without an account or a link is answered what
 * every such visitor is: kept, as the deck's answer is (read-caches), until the deck, its owner,
 * their team, its tags or its theme change; a page that paints no deck is read each time.
 */
export function createDeckPageParts(deckPage: (request: FastifyRequest) => Promise<DeckPageAnswer | undefined>) {
  return async function deckPageParts(request: FastifyRequest): Promise<DeckPageParts> {
    const read = async () => ({ scripts: await presentPageScripts(request), painted: await deckPage(request) });
    const [pathname, query] = request.url.split('?', 2) as [string, string | undefined];
    const segments = decodedSegments(pathname);
    if (!segments || request.session || request.linkToken()) return read();
    const [username, slug] = segments;
    // The page depends on no other part of the query than the embed footer's: any other is not kept apart.
    const footer = new URLSearchParams(query);
    const shown = EMBED_FOOTER_PARAMETERS.map((name) => `${name}=${footer.get(name) ?? ''}`).join('&');
    const address = `${request.protocol}://${request.host}${pathname}?${shown}`;
    return request.server.readCaches.anonymousDeckPages.read(address, async () => {
      const parts = await read();
      const { deck } = await deckAtAddress(request, username, slug);
      return {
        value: parts,
        keys: deck ? deckAnswerKeys(deck) : [],
        keep: deck !== undefined && parts.painted?.status === 200,
      };
    });
  };
}
