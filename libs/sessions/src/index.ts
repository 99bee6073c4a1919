export { newSessionId, sessionKey, type Session, type SessionStore } from './session-store.js';
export { createDatabaseSessionStore, sessionMigrations } from './postgres.js';
export { createRedisSessionStore } from './redis.js';
