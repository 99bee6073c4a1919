export { applyDeck, deckFromDoc } from './deck-doc.js';
export { richTextHtml, writeRichText } from './rich-text.js';
