import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { RateLimitedError } from '@lectern/domain';
import type { RateLimiter, RateLimitRule } from '@lectern/rate-limit';

export type Attempts = readonly { key: string; rule: RateLimitRule }[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The attempts a request to this route counts. Checked after the CSRF check and the body's
     * validation, so a forged cross-site request never spends anyone's budget.
     */
    rateLimits?: (request: FastifyRequest) => Attempts | Promise<Attempts>;
  }
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export default fp<{ limiter: RateLimiter }>(
  async (app, options) => {
    app.decorate('rateLimiter', options.limiter);
    app.addHook('preHandler', async (request) => {
      const attempts = await request.routeOptions.config.rateLimits?.(request);
      if (!attempts?.length) return;
      const results = await Promise.all(attempts.map(({ key, rule }) => options.limiter.consume(key, rule)));
      const refused = results.filter((result) => !result.allowed);
      if (refused.length === 0) return;
      const wait = Math.max(...refused.map((result) => result.retryAfterMs));
      throw new RateLimitedError(tooManyAttemptsMessage(wait), Math.ceil(wait / 1000));
    });
  },
  { name: 'rate-limits', dependencies: ['csrf'] },
);
