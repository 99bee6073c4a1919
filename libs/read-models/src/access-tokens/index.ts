export * from './access-tokens.js';
