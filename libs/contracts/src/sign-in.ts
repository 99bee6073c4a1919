import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '@lectern/domain';
import { handoffPath } from './teams.js';
import { storedContent, storedText } from './text.js';
import { currentUser } from './users.js';

/** A sign-in provider as the account screens offer it: "Continue with {name}". */
export const signInProvider = z.object({ id: z.string(), name: z.string() }).meta({ id: 'SignInProvider' });
export type SignInProvider = z.infer<typeof signInProvider>;

/** The bot check the sign-in and sign-up forms show, when one is configured: its provider and public site key. */
export const botCheckSettings = z
  .object({ provider: z.literal('turnstile'), site_key: z.string(), script_url: z.string() })
  .meta({ id: 'BotCheckSettings' });
export type BotCheckSettings = z.infer<typeof botCheckSettings>;

/** GET /auth/options: what the sign-in, sign-up and account screens offer beyond the password form. */
export const signInOptionsResponse = z
  .object({ providers: z.array(signInProvider), bot_check: botCheckSettings.nullable() })
  .meta({ id: 'SignInOptions' });
export type SignInOptionsResponse = z.infer<typeof signInOptionsResponse>;

/** Why the browser goes to a provider: to sign in, to sign up, or to link it to the signed-in account. */
export const signInIntents = ['sign_in', 'sign_up', 'link'] as const;
export type SignInIntent = (typeof signInIntents)[number];

/**
 * GET /auth/providers/{id}: the browser's way to the provider. `email_subscriber` is the sign-up's
 * registration option, `username` the name typed on the sign-up form, `redirect` where to land.
 */
export const providerSignInQuery = z.object({
  intent: z.enum(signInIntents).default('sign_in'),
  redirect: handoffPath.optional(),
  email_subscriber: z.enum(['true', 'false']).default('false'),
  username: storedText().max(200).optional(),
});
export type ProviderSignInQuery = z.input<typeof providerSignInQuery>;

/** GET /auth/providers/{id}/callback: the provider's answer, read whole by the client library. */
export const providerCallbackQuery = z.object({
  code: storedText().max(4000).optional(),
  state: storedText().max(500).optional(),
  error: storedText().max(200).optional(),
});

/** GET /auth/link: the account a provider's account is about to be linked to, once its password is given. */
export const pendingLinkResponse = z
  .object({ provider: signInProvider, email: z.string(), username: z.string(), signed_in: z.boolean() })
  .meta({ id: 'PendingLink' });
export type PendingLinkResponse = z.infer<typeof pendingLinkResponse>;

/** POST /auth/link: the account's password, which proves it is the person's. */
export const linkRequest = z.object({
  user: z.object({ current_password: storedContent().min(1, 'Required').max(PASSWORD_MAX_LENGTH) }),
});
export type LinkRequest = z.input<typeof linkRequest>;

/** The linked account's session, and where to go now (a path on this site). */
export const linkResponse = z
  .object({ user: currentUser, csrf_token: z.string(), redirect: z.string() })
  .meta({ id: 'LinkResponse' });

/** GET /users/services: the sign-in providers' accounts linked to one's own (spec/000 §7 "services"). */
export const linkedService = z
  .object({ provider: z.string(), name: z.string(), email: z.string(), linked_at: z.string() })
  .meta({ id: 'LinkedService' });
export type LinkedService = z.infer<typeof linkedService>;
export const servicesResponse = z.object({ services: z.array(linkedService) }).meta({ id: 'ServicesResponse' });
export type ServicesResponse = z.infer<typeof servicesResponse>;

/** Why a provider sign-in ended without one, as the sign-in and sign-up screens read it from `auth_error`. */
export const providerSignInProblems = [
  'cancelled',
  'failed',
  'unavailable',
  'unverified_email',
  'no_account',
  'identity_taken',
] as const;
export type ProviderSignInProblem = (typeof providerSignInProblems)[number];
