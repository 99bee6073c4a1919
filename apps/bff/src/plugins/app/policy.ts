import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { assertCan, type ActionOn, type Actor, type Resource } from '@lectern/domain';
import { answerKeys, findPolicySubject } from '@lectern/read-models';

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
    // Read once per person, then kept until their account or their team changes (read-caches).
    const readActor = (userId: string) =>
      app.readCaches.actors.read(userId, async () => {
        const user = await findPolicySubject(app.readModels, userId);
        const keys = [answerKeys.user(userId), ...(user?.team_id ? [answerKeys.team(user.team_id)] : [])];
        if (!user) return { value: { kind: 'anonymous' }, keys };
        const actor: Actor = {
          kind: 'user',
          id: user.id,
          accountType: user.account_type,
          teamId: user.team_id,
          teamRole: user.team_role,
          teamMemberActive: user.team_member_active ?? false,
          teamPaid: user.team_paid,
        };
        return { value: actor, keys };
      });
    const buildActor = async (request: FastifyRequest): Promise<Actor> =>
      request.session ? readActor(request.session.userId) : { kind: 'anonymous' };
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
  { name: 'policy', dependencies: ['sessions', 'read-caches'] },
);
