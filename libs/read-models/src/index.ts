export * from './read-model-names.js';
export * from './decks/decks-queries.js';
export * from './access-tokens/access-tokens-queries.js';
export * from './accounts/users-queries.js';
export * from './media/media-queries.js';
export * from './teams/teams-queries.js';
export * from './collaboration/collaboration-queries.js';
export * from './exports/exports-queries.js';
