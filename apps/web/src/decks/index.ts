export { DeckCover } from './deck-cover';
export { HighlightedText } from './highlighted-text';
export { KudosButton } from './kudos-button';
export { NewDeckButton } from './new-deck-button';
export { VISIBILITY_LABELS } from './visibility';
export { VisibilityPrompt } from './visibility-prompt';
