import type { FastifyRequest } from 'fastify';
import { can, RESERVED_USERNAMES } from '@lectern/domain';
import { findDeckByAddress, findUserByUsername } from '@lectern/read-models';
import { deckResource } from '../decks/policy-resources.js';
import { pageSegments } from './page-address.js';

/**
 * Whether a page address names a user, or a deck of a user, that does not exist for this
 * visitor (`/{username}`, `/{username}/{slug}` and its views): the app then shows its friendly
 * page, and the answer's status says 404 too. An access token's `?token=` is left to the app.
 */
export async function isMissingPage(request: FastifyRequest): Promise<boolean> {
  const [pathname, query] = request.url.split('?', 2) as [string, string | undefined];
  const segments = pageSegments(pathname);
  if (!segments) return true;
  const [username, slug, view] = segments;
  if (!username || RESERVED_USERNAMES.has(username.toLowerCase())) return false;
  const readModels = request.server.readModels;
  const owner = await findUserByUsername(readModels, username);
  if (!owner) return true;
  // Profile pages (`/{username}/decks/...`) and `/{username}/new` are the app's.
  if (!slug || slug === 'decks' || (slug === 'new' && !view) || new URLSearchParams(query).has('token')) return false;
  const deck = await findDeckByAddress(readModels, owner.id, slug);
  return !deck || !can(await request.policyActor(), 'view', deckResource(deck)).allowed;
}
