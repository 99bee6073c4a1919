export * from './errors.js';
export * from './text.js';
export * from './status.js';
export * from './users.js';
export * from './decks.js';
export * from './media.js';
export * from './access-tokens.js';
export * from './teams.js';
