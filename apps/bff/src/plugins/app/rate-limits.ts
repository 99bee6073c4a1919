import fp from 'fastify-plugin';
import { RateLimitedError } from '@lectern/domain';
import type { RateLimiter, RateLimitRule } from '@lectern/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one attempt under each key; throws 429 when any of them is over its limit. */
    limitAttempts(attempts: readonly { key: string; rule: RateLimitRule }[]): Promise<void>;
  }
}

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export default fp<{ limiter: RateLimiter }>(
  async (app, options) => {
    app.decorate('limitAttempts', async (attempts: readonly { key: string; rule: RateLimitRule }[]) => {
      const results = await Promise.all(attempts.map(({ key, rule }) => options.limiter.consume(key, rule)));
      const refused = results.filter((result) => !result.allowed);
      if (refused.length === 0) return;
      const wait = Math.max(...refused.map((result) => result.retryAfterMs));
      throw new RateLimitedError(tooManyAttemptsMessage(wait), Math.ceil(wait / 1000));
    });
  },
  { name: 'rate-limits' },
);
