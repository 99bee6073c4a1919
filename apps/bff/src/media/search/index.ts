export { createGiphySource } from './giphy.js';
export { createUnsplashSource } from './unsplash.js';
export type { ExternalMedia, MediaSearchSource } from './source.js';
