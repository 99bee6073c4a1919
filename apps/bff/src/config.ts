import { z } from 'zod';
import { OPERATOR_PLAN_NAMES } from '@lectern/domain';
import type { DropboxSettings } from './file-sync/index.js';
import type { AnalyticsSettings } from './plugins/app/spa.js';

const httpUrl = z.url({ protocol: /^https?$/ });

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
  /** Cloudflare Turnstile, the bot check of the sign-up and sign-in forms: both keys, or none (no check). */
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  /**
   * The Dropbox app people connect their own Dropbox through, to save exports there: its app key
   * (and its secret, unless the app is used as a public client with PKCE alone); without a key
   * the feature is off. Dropbox's three hosts are its own unless set (a local double in tests).
   */
  DROPBOX_APP_KEY: z
    .string()
    .regex(/^[\w-]{1,200}$/, 'must be an app key (letters, digits, - and _)')
    .optional(),
  DROPBOX_APP_SECRET: z.string().min(1).optional(),
  DROPBOX_WWW_URL: httpUrl.default('https://www.dropbox.com'),
  DROPBOX_API_URL: httpUrl.default('https://api.dropboxapi.com'),
  DROPBOX_CONTENT_URL: httpUrl.default('https://content.dropboxapi.com'),
  /**
   * Analytics (decision 0061): the site's domain at a Plausible server turns them on; the server is
   * plausible.io unless set (one's own). Unset: no analytics, and pages send nothing to another site.
   */
  PLAUSIBLE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]{1,253}$/i, 'must be a domain name')
    .optional(),
  PLAUSIBLE_URL: httpUrl.default('https://plausible.io'),
  /** A warning every page shows until each visitor dismisses it (decision 0075); unset: none. */
  WARNING_NOTICE: z.string().trim().min(1).max(500).optional(),
  /** Trust X-Forwarded-* from a reverse proxy in front (client address for rate limits, https). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
};

/** Where the pages send their analytics events, when the operator configured a Plausible domain. */
export function analyticsSettings(config: {
  PLAUSIBLE_DOMAIN?: string;
  PLAUSIBLE_URL?: string;
}): AnalyticsSettings | undefined {
  if (!config.PLAUSIBLE_DOMAIN) return undefined;
  const server = config.PLAUSIBLE_URL ?? 'https://plausible.io';
  return { endpoint: new URL('/api/event', server).href, domain: config.PLAUSIBLE_DOMAIN };
}

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

/** Turnstile's keys when both are set; one alone is a mistake the start reports. */
export function turnstileSettings(config: {
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET_KEY?: string;
}): { siteKey: string; secretKey: string } | undefined {
  const { TURNSTILE_SITE_KEY: siteKey, TURNSTILE_SECRET_KEY: secretKey } = config;
  if (!siteKey && !secretKey) return undefined;
  if (!siteKey || !secretKey)
    throw new Error('TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are needed together for the bot check');
  return { siteKey, secretKey };
}

/** The Dropbox app's settings when its key is set; a secret without a key is a mistake the start reports. */
export function dropboxSettings(config: {
  DROPBOX_APP_KEY?: string;
  DROPBOX_APP_SECRET?: string;
  DROPBOX_WWW_URL?: string;
  DROPBOX_API_URL?: string;
  DROPBOX_CONTENT_URL?: string;
}): DropboxSettings | undefined {
  if (!config.DROPBOX_APP_KEY) {
    if (config.DROPBOX_APP_SECRET) throw new Error('DROPBOX_APP_SECRET is set without DROPBOX_APP_KEY');
    return undefined;
  }
  return {
    appKey: config.DROPBOX_APP_KEY,
    ...(config.DROPBOX_APP_SECRET ? { appSecret: config.DROPBOX_APP_SECRET } : {}),
    wwwUrl: config.DROPBOX_WWW_URL ?? 'https://www.dropbox.com',
    apiUrl: config.DROPBOX_API_URL ?? 'https://api.dropboxapi.com',
    contentUrl: config.DROPBOX_CONTENT_URL ?? 'https://content.dropboxapi.com',
  };
}
