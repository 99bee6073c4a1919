export { decksProjection, countSlides, mediaReferences } from './decks-projection.js';
export * from './decks-queries.js';
