export * from './errors.js';
export * from './status.js';
