export { sanitizeDeckMarkup } from './sanitize.js';
export { withoutBackgroundVideo } from './background-video.js';
