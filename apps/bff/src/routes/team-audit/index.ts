import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditQuery, auditResponse } from '@lectern/contracts';
import type { FastifyRequest } from 'fastify';
import { findPeople } from '@lectern/read-models';
import { auditCsv, filterAudit, membershipAudit, peopleIn } from '../../teams/audit.js';

/**
 * The membership audit of the team, for its owner and admins: read from the team's events in the
 * log each time, filtered by member and date range, as JSON or CSV. There is nothing to edit.
 */
const teamAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['team audit'];

  async function entries(request: FastifyRequest, query: z.infer<typeof auditQuery>) {
    const team = await request.authorizedTeam('manage_members');
    const events = await app.teams.history(team);
    return filterAudit(membershipAudit(events, await findPeople(app.readModels, peopleIn(events))), query);
  }

  app.get(
    '/team/audit',
    { schema: { tags, querystring: auditQuery, response: { 200: auditResponse } } },
    async (request) => ({ results: await entries(request, request.query) }),
  );

  app.get(
    '/team/audit.csv',
    { schema: { tags, querystring: auditQuery, response: { 200: z.string() } } },
    async (request, reply) => {
      const csv = auditCsv(await entries(request, request.query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="membership-audit.csv"')
        .send(csv);
    },
  );
};

export default teamAuditRoutes;
