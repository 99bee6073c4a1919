export type { PubSub, PubSubListener } from './pubsub.js';
export { createInProcessPubSub } from './in-process.js';
export { createRedisPubSub } from './redis.js';
export {
  createPresenceBoard,
  PRESENCE_CHANNEL,
  PRESENCE_TTL_MS,
  type PresenceBoard,
  type PresenceEntry,
  type UserPresence,
} from './presence.js';
