import type { RateLimitRule } from '@lectern/rate-limit';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/**
 * Sessions a BFF process keeps between requests, and how long: ended ones are dropped at once by
 * their notice; the expiry bounds a notice that was lost.
 */
export const KEPT_SESSIONS = { ttlMs: 30_000, maxEntries: 10_000 };

/**
 * Attempts allowed before answering 429, per client address and per account. Sign-in counts per
 * account AND address (docs/decisions/0013): others cannot spend the owner's budget.
 */
export const RATE_LIMITS = {
  signInPerIp: { limit: 20, windowMs: 10 * 60 * 1000 },
  signInPerAccountAndIp: { limit: 10, windowMs: 15 * 60 * 1000 },
  signUpPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  // Per e-mail asked for, from any address: whether it is taken is told this often at most.
  signUpPerEmail: { limit: 5, windowMs: 60 * 60 * 1000 },
  // Ways back from sign-in providers: each redeems a code at the provider.
  providerSignInPerIp: { limit: 30, windowMs: 10 * 60 * 1000 },
  passwordResetPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  passwordResetPerAccount: { limit: 3, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>;
