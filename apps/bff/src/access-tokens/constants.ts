import type { RateLimitRule } from '@lectern/rate-limit';

/** Password attempts on access tokens, per client address and per link, before answering 429. */
export const ACCESS_TOKEN_RATE_LIMITS = {
  passwordPerIp: { limit: 30, windowMs: 10 * 60 * 1000 },
  passwordPerToken: { limit: 10, windowMs: 10 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>;

/** How long the unlock a frame on another site carries in its address opens a password link. */
export const FRAME_UNLOCK_MS = 4 * 60 * 60 * 1000;

/** 24 random bytes: a 32-character access token. */
export const ACCESS_TOKEN_BYTES = 24;

export const accessTokenMessages = {
  wrongPassword: 'Wrong password',
  passwordRequired: 'This link asks for a password',
} as const;

/** E-mail shares a sender may send before answering 429: each one reaches up to 2,500 characters of recipients. */
export const DECK_SHARE_RATE_LIMITS = {
  perSender: { limit: 10, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>;
