/** Test material for decks: model generators and hostile markup with its expected cleaning. */
export { deckArbitrary } from './deck-arbitrary.js';
export { HOSTILE_CORPUS, HOSTILE_MARKUP_CASES, XSS_PAYLOAD, type HostileCase } from './hostile-corpus.js';
export { EVENT_HANDLER_ATTRIBUTES } from './event-handlers.js';
export { unsafeParts, isAcceptableUrl, FORBIDDEN_ELEMENTS, URL_BEARING_ATTRIBUTES } from './markup-safety.js';
