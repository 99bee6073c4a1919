export { pageCount } from './search-params';
export { SearchResultCard } from './search-result-card';
