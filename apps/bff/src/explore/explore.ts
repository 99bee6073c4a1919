import type { FastifyRequest } from 'fastify';
import type { ExploreQuery, ExploreResponse } from '@lectern/contracts';
import { can, SEARCH_DECKS_PER_PAGE } from '@lectern/domain';
import { explorePublicDecks } from '@lectern/read-models';
import { toDeckCardResponse } from '../decks/deck-responses.js';
import { deckResource } from '../decks/policy-resources.js';

/**
 * A page of Explore: public decks in the chosen order, for a keyword or all of them, each one
 * the policy lets the requester view (every public deck; the check keeps it so if the rules change).
 */
export async function explorePage(request: FastifyRequest, query: ExploreQuery): Promise<ExploreResponse> {
  const found = await explorePublicDecks(request.server.readModels, {
    keyword: query.keyword.trim(),
    page: query.page,
    perPage: SEARCH_DECKS_PER_PAGE,
    sort: query.sort,
  });
  const actor = await request.policyActor();
  return {
    total: found.total,
    results: found.results.filter((row) => can(actor, 'view', deckResource(row)).allowed).map(toDeckCardResponse),
    decks_per_page: SEARCH_DECKS_PER_PAGE,
  };
}
