import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { UserAction } from '@lectern/domain';
import type { Actor } from '../commands.js';
import type { Accounts } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
  interface FastifyRequest {
    actor(): Actor;
    /** The signed-in user's id once the policy allows `action` on their own account (401 otherwise). */
    ownAccount(action: UserAction): Promise<string>;
  }
}

export default fp<{ accounts: Accounts }>(
  async (app, options) => {
    app.decorate('accounts', options.accounts);
    app.decorateRequest('actor', function (this: FastifyRequest): Actor {
      return { userId: this.session?.userId ?? null, correlationId: this.id };
    });
    app.decorateRequest('ownAccount', async function (this: FastifyRequest, action: UserAction) {
      const id = this.session?.userId ?? '';
      await this.authorize(action, { type: 'user', id });
      return id;
    });
  },
  { name: 'accounts', dependencies: ['sessions'] },
);
