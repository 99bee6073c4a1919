export { sanitizeDeckMarkup } from './sanitize.js';
