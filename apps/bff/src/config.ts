import { z } from 'zod';
import { OPERATOR_PLAN_NAMES } from '@lectern/domain';

/** Settings only the BFF reads (the shared ones are in @lectern/config). */
export const bffSettings = {
  WEB_ROOT: z.string().optional(),
  /** Signs CSRF tokens; at least 32 characters. Embedded mode keeps a generated one in DATA_DIR. */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The address users reach Lectern at: links in e-mails, and Secure cookies when it is https. */
  PUBLIC_URL: z.url().optional(),
  /** SMTP server for outgoing mail, e.g. smtp://user:pass@host:587; without it mail goes to the log. */
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\/\S+$/.test(value), 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The plan new accounts start on (as the admin command names plans). */
  DEFAULT_PLAN: z.enum(OPERATOR_PLAN_NAMES).default('free'),
  MAIL_FROM: z.string().min(3).default('Lectern <no-reply@localhost>'),
  /** External media search sources; each is offered only when its key is set. */
  UNSPLASH_ACCESS_KEY: z.string().min(1).optional(),
  GIPHY_API_KEY: z.string().min(1).optional(),
  /** Exports are saved to this Dropbox account (file sync); without it saving says it is not set up. */
  DROPBOX_ACCESS_TOKEN: z.string().min(1).optional(),
  /** Trust X-Forwarded-* from a reverse proxy in front (client address for rate limits, https). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
};
