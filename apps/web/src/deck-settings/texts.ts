// The words of the deck settings and the speaker notes prompt (spec/000 §5, §8; spec/001 §5, §8).

export const settingsTexts = {
  failedToSave: 'Failed to save',
} as const;

export const fontTexts = {
  prompt: 'Load custom fonts',
  typekit: 'Typekit kit ID',
  google: 'Google Fonts families',
  googleHint: 'Separate families with commas, e.g. Roboto, Open Sans.',
  suggestions: 'Matching Google Fonts families',
  notConfigured: 'Suggestions are off: no Google Fonts list is configured. Type the families’ names.',
  listFailed: 'Suggestions could not be loaded. Type the families’ names.',
  // The spec's words, spelling included (spec/001 §8).
  saveFailed: 'An error occured while saving',
  none: 'None',
} as const;

export const scriptTexts = {
  legend: 'Script URLs',
  hint: 'Loaded in this order when the deck is presented, never in the editor. HTTPS only.',
  row: (n: number) => `Script URL ${n}`,
  remove: (n: number) => `Remove script URL ${n}`,
  add: 'Add script URL',
  unavailable: 'Scripts need a team that allows them.',
  unavailableHow:
    'A team owner or admin turns on “Allow scripts in themes and decks” in the team settings; then the team’s members who edit this deck can add scripts.',
  stored: 'Scripts of this deck, not loaded while scripts are off:',
} as const;
