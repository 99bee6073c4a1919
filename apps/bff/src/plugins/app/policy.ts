import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { assertCan, type ActionOn, type Actor, type Resource } from '@lectern/domain';
import { findPolicySubject } from '@lectern/read-models';

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
    // Built once per request: an endpoint may authorize several resources (e.g. tagging many decks).
    const actors = new WeakMap<FastifyRequest, { sessionId: string | undefined; actor: Promise<Actor> }>();
    const buildActor = async (request: FastifyRequest): Promise<Actor> => {
      const user = request.session ? await findPolicySubject(app.readModels, request.session.userId) : undefined;
      if (!user) return { kind: 'anonymous' };
      return {
        kind: 'user',
        id: user.id,
        accountType: user.account_type,
        teamId: user.team_id,
        teamRole: user.team_role,
        teamMemberActive: user.team_member_active ?? false,
      };
    };
    app.decorateRequest('policyActor', function (this: FastifyRequest): Promise<Actor> {
      const cached = actors.get(this);
      if (cached && cached.sessionId === this.session?.id) return cached.actor;
      const actor = buildActor(this);
      actors.set(this, { sessionId: this.session?.id, actor });
      return actor;
    });
    app.decorateRequest('authorize', async function <
      R extends Resource,
    >(this: FastifyRequest, action: ActionOn<R>, resource: R) {
      assertCan(await this.policyActor(), action, resource);
    });
  },
  { name: 'policy', dependencies: ['sessions'] },
);
