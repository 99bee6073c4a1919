export { start, defaultWebRoot, type BffOptions, type RunningBff } from './start.js';
export { buildBff, type BffDependencies } from './app.js';
export { bffSettings, twilioSettings } from './config.js';
