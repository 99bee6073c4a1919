export { start, REALTIME_PATH, type RealtimeOptions, type RunningRealtime } from './start.js';
