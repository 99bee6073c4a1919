export * from './events.js';
export * from './commands.js';
export * from './state.js';
export * from './decide.js';
