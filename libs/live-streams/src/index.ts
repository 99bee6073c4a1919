export {
  createLiveStreams,
  LIVE_ACCESS_CHANGED,
  LIVE_STATE_STORE_EVERY_MS,
  liveStreamMigrations,
  liveChannel,
  type LiveStream,
  type LiveStreams,
} from './streams.js';
