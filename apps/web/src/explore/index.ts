export { ExploreScreen } from './explore-screen';
export { parseExplorePageParams, exploreRequest } from './explore-params';
