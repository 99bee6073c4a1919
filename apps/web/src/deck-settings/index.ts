// The deck settings dialog and the speaker notes prompt of the editor; the fields and sections the theme editor shares.
export { DeckSettingsDialog } from './deck-settings-dialog';
export { SpeakerNotesPrompt } from './speaker-notes-prompt';
export { SettingsField } from './settings-field';
export { chosenSize, type SettingsValues, sizeChoice } from './settings-values';
export { SlideSizeField } from './size-section';
export { ThemeSection } from './theme-section';
export { TransitionsSection } from './transitions-section';
