export { checkpointName, type Projection } from './projection.js';
export {
  createProjectionRunner,
  FencedOffError,
  retryParkedEvent,
  type ProjectionRunner,
  type ProjectionRunnerOptions,
} from './runner.js';
export { listParkedEvents, parkedEventCounts, parkedEventMigrations, type ParkedEvent } from './parked-events.js';
export { createCheckpointWaiter, type CheckpointWaiterOptions } from './checkpoint-waiter.js';
export * from './stream-event.js';
