export { createLiveStreams, liveStreamMigrations, liveChannel, type LiveStream, type LiveStreams } from './streams.js';
