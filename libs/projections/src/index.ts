export { checkpointName, type Projection } from './projection.js';
export { createProjectionRunner, type ProjectionRunner, type ProjectionRunnerOptions } from './runner.js';
export { createCheckpointWaiter } from './checkpoint-waiter.js';
