export { start, defaultWebRoot, type BffOptions, type RunningBff } from './start.js';
export { buildBff, type BffDependencies } from './app.js';
export {
  analyticsSettings,
  bffSettings,
  dropboxSettings,
  teamPricePerUser,
  turnstileSettings,
  twilioSettings,
} from './config.js';
export type { DropboxSettings } from './file-sync/index.js';
export type { SafeFetchOptions } from './url-check/safe-fetch.js';
