import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Accounts, Actor } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
  interface FastifyRequest {
    actor(): Actor;
  }
}

export default fp<{ accounts: Accounts }>(
  async (app, options) => {
    app.decorate('accounts', options.accounts);
    app.decorateRequest('actor', function (this: FastifyRequest): Actor {
      return { userId: this.session?.userId ?? null, correlationId: this.id };
    });
  },
  { name: 'accounts', dependencies: ['sessions'] },
);
