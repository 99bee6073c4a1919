export * from './types.js';
export { createPostgresEventStore } from './postgres-event-store.js';
export { eventStoreMigrations } from './migrations.js';
export {
  CHECKPOINTS_CHANNEL,
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
export { MAX_EVENTS_PER_APPEND } from './positions.js';
export { executeCommand, type CommandResult, type Decider } from './command-handler.js';
