// The deck settings dialog and the speaker notes prompt of the editor.
export { DeckSettingsDialog } from './deck-settings-dialog';
export { SpeakerNotesPrompt } from './speaker-notes-prompt';
