export { start, DEFAULT_CHROMIUM_PATH } from './start.js';
