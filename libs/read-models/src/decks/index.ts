export { decksProjection, countSlides } from './decks-projection.js';
export * from './decks-queries.js';
