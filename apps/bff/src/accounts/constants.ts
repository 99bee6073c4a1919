import type { RateLimitRule } from '@lectern/rate-limit';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** Attempts allowed before answering 429, per client address and per account. */
export const RATE_LIMITS = {
  signInPerIp: { limit: 20, windowMs: 10 * 60 * 1000 },
  signInPerAccount: { limit: 10, windowMs: 15 * 60 * 1000 },
  signUpPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  passwordResetPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  passwordResetPerAccount: { limit: 3, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>;
