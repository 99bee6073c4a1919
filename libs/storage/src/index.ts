export { assertSafeKey, type FileStorage } from './storage.js';
export { createLocalStorage } from './local.js';
