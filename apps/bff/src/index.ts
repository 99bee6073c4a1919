export { start, defaultWebRoot, type BffOptions, type RunningBff } from './start.js';
export { buildBff, type BffDependencies } from './app.js';
export { bffSettings, teamPricePerUser, twilioSettings } from './config.js';
export type { FramingCheckOptions } from './url-check/framing-check.js';
