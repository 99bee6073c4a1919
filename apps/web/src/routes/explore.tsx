import { createFileRoute } from '@tanstack/react-router';
import { exploreQueryOptions } from '../api/explore';
import { ExploreScreen, exploreRequest, parseExplorePageParams } from '../explore';

export const Route = createFileRoute('/explore')({
  staticData: { pageType: 'home', title: 'Explore' },
  validateSearch: parseExplorePageParams,
  loaderDeps: ({ search }) => search,
  // A painted page brings its first page of decks (app/painted-queries.ts): nothing is fetched then.
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(exploreQueryOptions(...exploreRequest(deps)));
  },
  component: ExploreScreen,
});
