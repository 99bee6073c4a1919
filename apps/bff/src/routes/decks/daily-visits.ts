import type { FastifyRequest } from 'fastify';
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
): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const endOfDay = Date.parse(`${day}T00:00:00.000Z`) + DAY_MS;
  const key = `deck-view:${deckId}:${day}:${visitorOf(request)}`;
  return (await limiter.consume(key, { limit: 1, windowMs: endOfDay - now.getTime() })).allowed;
}
