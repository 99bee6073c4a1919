export type * from './model.js';
export { SHAPE_KINDS, LINE_HEADS } from './model.js';
export { sanitizeDeckMarkup } from './sanitize.js';
export { withoutBackgroundVideo } from './background-video.js';
export * from './constants.js';
