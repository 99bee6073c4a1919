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
  /** What one team member costs per month and per year (the team's \`account_cost_per_user\`); unpriced when unset. */
  TEAM_MONTHLY_PRICE_PER_USER: z.coerce.number().nonnegative().max(1_000_000).optional(),
  TEAM_YEARLY_PRICE_PER_USER: z.coerce.number().nonnegative().max(1_000_000).optional(),
  /** External media search sources; each is offered only when its key is set. */
  UNSPLASH_ACCESS_KEY: z.string().min(1).optional(),
  GIPHY_API_KEY: z.string().min(1).optional(),
  /** The Google Fonts Developer API key behind the font family autocomplete; without it the field takes typed families only. */
  GOOGLE_FONTS_API_KEY: z
    .string()
    .regex(/^[\w-]{10,200}$/, 'must be an API key (letters, digits, - and _)')
    .optional(),
  /** Twilio, the SMS provider of remote control links: all three, or none (texting is off). */
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** A Twilio phone number (+15550100199) or Messaging Service SID (MG…) to send from. */
  TWILIO_FROM: z.string().min(1).optional(),
  /** Exports are saved to this Dropbox account (file sync); without it saving says it is not set up. */
  DROPBOX_ACCESS_TOKEN: z.string().min(1).optional(),
  /** Trust X-Forwarded-* from a reverse proxy in front (client address for rate limits, https). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
};

/** A team member's price per billing period, of those the operator set. */
export const teamPricePerUser = (config: {
  TEAM_MONTHLY_PRICE_PER_USER?: number;
  TEAM_YEARLY_PRICE_PER_USER?: number;
}) => ({ monthly: config.TEAM_MONTHLY_PRICE_PER_USER, yearly: config.TEAM_YEARLY_PRICE_PER_USER });

/** Twilio's settings when all three are set; a partial set is a mistake the start reports. */
export function twilioSettings(config: {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
}): { accountSid: string; authToken: string; from: string } | undefined {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = config;
  if (!accountSid && !authToken && !from) return undefined;
  if (!accountSid || !authToken || !from)
    throw new Error('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are needed together to send text messages');
  return { accountSid, authToken, from };
}
