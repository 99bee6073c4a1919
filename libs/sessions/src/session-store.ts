import { createHash, randomBytes } from 'node:crypto';

export interface Session {
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * Server-side sessions. The id given to the browser is 256 random bits; stores keep only its
 * SHA-256, so a leaked table or keyspace does not hand out live sessions.
 */
export interface SessionStore {
  create(userId: string, ttlMs: number): Promise<string>;
  get(id: string): Promise<Session | null>;
  destroy(id: string): Promise<void>;
  destroyAllForUser(userId: string): Promise<void>;
}

export const newSessionId = () => randomBytes(32).toString('base64url');
export const sessionKey = (id: string) => createHash('sha256').update(id).digest('base64url');
