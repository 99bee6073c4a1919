export * from './events.js';
export * from './commands.js';
export * from './settings.js';
export * from './custom-fonts.js';
export * from './scripts.js';
export { evolveDeck, initialDeckState, type DeckCollaborator, type DeckState } from './state.js';
export { decideDeck } from './decide.js';
export { slugCandidate, slugFromTitle } from './slug.js';
export {
  decideDeckContent,
  evolveDeckContent,
  initialDeckContentState,
  type DeckContentState,
  type SaveDeckContent,
} from './content.js';
export { formatViewCount, formatViews } from './view-count.js';
export { decideDeckDocCompaction, decideDeckDocEdit, type CompactDeckDoc, type EditDeckDoc } from './shared-doc.js';
