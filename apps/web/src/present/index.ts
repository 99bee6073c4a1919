export { deckViewPath, editorLink } from './deck-links';
export { DeckStage } from './deck-stage';
export { bindPresentShortcuts, PRESENT_SHORTCUT_HELP } from './keyboard';
export { NavigationInstructions } from './navigation-instructions';
export { slideNotesText } from './speaker/slide-notes';
export { usePresentedDeck } from './use-presented-deck';
