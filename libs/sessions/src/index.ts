export { newSessionId, sessionKey, type Session, type SessionStore } from './session-store.js';
export { createDatabaseSessionStore, sessionMigrations } from './postgres.js';
export { createRedisSessionStore } from './redis.js';
export { keepSessions, SESSIONS_ENDED_CHANNEL, type SessionNotices } from './kept-sessions.js';
