export * from './constants.js';
export * from './events.js';
export * from './decide.js';
