export type { PubSub, PubSubListener } from './pubsub.js';
export { createInProcessPubSub } from './in-process.js';
export { createRedisPubSub } from './redis.js';
