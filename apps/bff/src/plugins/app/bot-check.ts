import fp from 'fastify-plugin';
import { ValidationError } from '@lectern/domain';
import { BOT_CHECK_FAILED_MESSAGE, type BotCheck } from '../../bot-check/bot-check.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's form shows the bot check when one is configured, and its token must pass. */
    botCheck?: boolean;
  }
  interface FastifyInstance {
    /** The configured bot check; null when none is (the forms show none and nothing is asked). */
    botCheck: BotCheck | null;
  }
}

/**
 * Asks the bot check about the `bot_check_token` of the routes that want it, after the CSRF check
 * and the rate limits, so a forged or throttled request never reaches the provider.
 */
export default fp<{ botCheck: BotCheck | null }>(
  async (app, options) => {
    app.decorate('botCheck', options.botCheck);
    app.addHook('preHandler', async (request) => {
      if (!options.botCheck || !request.routeOptions.config.botCheck) return;
      const token = (request.body as { bot_check_token?: unknown } | undefined)?.bot_check_token;
      if (typeof token !== 'string' || !(await options.botCheck.verify(token, request.ip)))
        throw new ValidationError({ bot_check: [BOT_CHECK_FAILED_MESSAGE] });
    });
  },
  { name: 'bot-check', dependencies: ['rate-limits'] },
);
