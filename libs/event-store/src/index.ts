export * from './types.js';
export { createPostgresEventStore } from './postgres-event-store.js';
export { eventStoreMigrations } from './migrations.js';
export {
  CHECKPOINTS_CHANNEL,
  EVERYTHING_TOUCHED,
  touchedForNotice,
  type CheckpointListener,
  createCheckpointStore,
  listenForCheckpoints,
  loadCheckpoint,
  saveCheckpoint,
  saveCheckpoints,
  type CheckpointStore,
} from './checkpoints.js';
export { createPollingReader, type PollingReader, type PollingReaderOptions } from './subscription.js';
export { newEventId } from './ids.js';
export { observeAppends, type AppendListener } from './observe-appends.js';
export { APPENDS_CHANNEL, listenForAppends } from './append-notices.js';
export { MAX_EVENTS_PER_APPEND } from './positions.js';
export {
  handle,
  handleAll,
  readState,
  type AnyDecision,
  type CommandMetadata,
  type Decision,
  type Guard,
  type Handled,
  type LoadState,
} from './command-handler.js';
export { checkpointLag, type CheckpointLag } from './checkpoint-lag.js';
