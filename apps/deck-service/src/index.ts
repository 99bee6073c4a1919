export { projections, start } from './start.js';
