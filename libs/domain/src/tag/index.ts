export * from './tag.js';
