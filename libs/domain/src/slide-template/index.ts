export * from './rules.js';
export * from './events.js';
export type * from './commands.js';
export * from './state.js';
export * from './decide.js';
