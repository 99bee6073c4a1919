export { createGiphySource } from './giphy.js';
export { createUnsplashSource } from './unsplash.js';
export { MediaSearchError, type ExternalMedia, type MediaSearchSource } from './source.js';
