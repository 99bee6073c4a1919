import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { assertCan, type ActionOn, type Actor, type Resource } from '@lectern/domain';

declare module 'fastify' {
  interface FastifyRequest {
    /** Asks the policy module whether the requester may do `action` to `resource`; throws 401/403/404 if not. */
    authorize<R extends Resource>(action: ActionOn<R>, resource: R): Promise<void>;
    /** The requester as the policy sees them. */
    policyActor(): Promise<Actor>;
  }
}

/** Every endpoint decides permissions through the one policy module, with the requester built here. */
export default fp(
  async (app) => {
    app.decorateRequest('policyActor', async function (this: FastifyRequest): Promise<Actor> {
      const user = this.session ? await app.accounts.findById(this.session.userId) : undefined;
      if (!user) return { kind: 'anonymous' };
      return {
        kind: 'user',
        id: user.id,
        accountType: user.account_type,
        teamId: null,
        teamRole: null,
        teamMemberActive: false,
      };
    });
    app.decorateRequest('authorize', async function <
      R extends Resource,
    >(this: FastifyRequest, action: ActionOn<R>, resource: R) {
      assertCan(await this.policyActor(), action, resource);
    });
  },
  { name: 'policy', dependencies: ['sessions', 'accounts'] },
);
