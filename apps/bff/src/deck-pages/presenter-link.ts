import type { FastifyRequest } from 'fastify';
import { deckAtAddress } from './deck-address.js';

const SHOW_PAGE = /^\/([^/]+)\/([^/]+)\/?$/;

/**
 * Where a deck's show page (`/{username}/{slug}?token=`) sends the holder of a private link of type
 * presenter (spec/001 §3): the deck's presenter view with the same query, where the link also opens
 * the speaker notes. Undefined for every other page, link or deck.
 */
export async function presenterLinkTarget(request: FastifyRequest): Promise<string | undefined> {
  const [pathname, query] = request.url.split('?', 2) as [string, string | undefined];
  const match = SHOW_PAGE.exec(pathname);
  const token = match && query ? request.linkToken() : undefined;
  if (!match || !token) return undefined;
  const link = await request.server.accessTokens.findByToken(token);
  if (link?.link_type !== 'presenter') return undefined;
  const { deck } = await deckAtAddress(request, decodeURIComponent(match[1]!), decodeURIComponent(match[2]!));
  if (deck?.id !== link.deck_id) return undefined;
  return `/${match[1]}/${match[2]}/present?${query}`;
}
