export { SitePage } from './site-page';
