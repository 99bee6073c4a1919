import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeckRow } from '@lectern/read-models';
import type { RateLimiter } from '@lectern/rate-limit';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who is looking: the signed-in person, else the client address. */
const visitorOf = (request: FastifyRequest) =>
  request.session ? `user:${request.session.userId}` : `ip:${request.ip}`;

/**
 * Whether this is the visitor's first view of the deck today (UTC). A day key per visitor and deck
 * lives in the shared limiter store (Redis when distributed) and expires with the day, so repeated
 * views cost one key lookup and never an event (docs/decisions/0013).
 */
export async function isFirstVisitToday(
  limiter: RateLimiter,
  request: FastifyRequest,
  deckId: string,
  now: Date = new Date(),
  counted = 'deck-view',
): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const endOfDay = Date.parse(`${day}T00:00:00.000Z`) + DAY_MS;
  const key = `${counted}:${deckId}:${day}:${visitorOf(request)}`;
  return (await limiter.consume(key, { limit: 1, windowMs: endOfDay - now.getTime() })).allowed;
}

/**
 * A view through a private link counts for the link, once per visitor a day, when the link is
 * unlocked and the visitor is not the deck's owner; a link that notifies on view mails the owner.
 */
export async function countLinkView(app: FastifyInstance, request: FastifyRequest, deck: DeckRow): Promise<void> {
  const deckLink = await request.deckLink(deck);
  if (!deckLink?.unlocked || request.session?.userId === deck.owner_id) return;
  if (!(await isFirstVisitToday(app.rateLimiter, request, deckLink.link.id, new Date(), 'link-view'))) return;
  const link = await app.accessTokens.countView(deck, deckLink.link, request.actor());
  if (link.notify_on_view) app.sharing.notifyLinkViewed(deck, link);
}
