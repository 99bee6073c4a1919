import { createFileRoute } from '@tanstack/react-router';
import { parseSearchPageParams } from '../search/search-params';
import { SearchScreen } from '../search/search-screen';

export const Route = createFileRoute('/search')({
  staticData: { pageType: 'base', title: 'Search' },
  validateSearch: parseSearchPageParams,
  component: SearchScreen,
});
