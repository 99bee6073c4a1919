// The words of the deck settings and the speaker notes prompt (spec/000 §5, §8; spec/001 §5).

export const settingsTexts = {
  failedToSave: 'Failed to save',
  discardTitle: 'Discard unsaved changes?',
  discardText: 'What you changed here has not been saved.',
  discard: 'Discard',
} as const;
