export { start, projections, DEFAULT_CHROMIUM_PATH, type ExportWorkerOptions } from './start.js';
