import type { RateLimitRule } from '@lectern/rate-limit';

/** Text messages cost money and reach strangers' phones: a few an hour per sender. */
export const SMS_RATE_LIMITS = {
  perSender: { limit: 5, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>;
