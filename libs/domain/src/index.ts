export * from './errors.js';
export * from './user/index.js';
export * from './claim/index.js';
export * from './policy/index.js';
export * from './plans.js';
export * from './deck/index.js';
export * from './tag/index.js';
export * from './media/index.js';
