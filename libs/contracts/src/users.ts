import { z } from 'zod';
import {
  accountMessages,
  BILLING_ADDRESS_MAX_LENGTH,
  BILLING_VAT_ID_MAX_LENGTH,
  billingMessages,
  EMAIL_MAX_LENGTH,
  emailProblem,
  PASSWORD_MAX_LENGTH,
  passwordProblem,
  usernameProblem,
} from '@lectern/domain';

export {
  accountMessages,
  EMAIL_MAX_LENGTH,
  emailProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  RESERVED_USERNAMES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  usernameProblem,
} from '@lectern/domain';
import { storedContent, storedText } from './text.js';
import {
  defaultUserSettings,
  EXPORT_MARGIN_MAX,
  MEDIA_SOURCES,
  PHONE_NUMBER_MAX_DIGITS,
  type UserSettings as DomainUserSettings,
} from '@lectern/domain';

/** A string refined by a domain rule that names its first problem. */
export const checked = (problem: (value: string) => string | undefined, base = z.string()) =>
  base.superRefine((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** Usernames are lowercased before any check (spec/002 §5). */
export const username = storedText()
  .trim()
  .transform((value) => value.toLowerCase())
  .pipe(checked(usernameProblem));
export const email = storedText().trim().pipe(checked(emailProblem));
export const password = checked(passwordProblem, storedContent());

export const accountTypes = ['default', 'lite', 'pro', 'enterprise'] as const;
export const accountType = z.enum(accountTypes);
export type AccountType = z.infer<typeof accountType>;

export const speakerLayouts = ['default', 'wide', 'tall', 'notes-only'] as const;

/** User settings with their defaults (spec/000 §3 and §9). */
export const userSettings = z
  .object({
    present_controls: z.boolean(),
    present_upsizing: z.boolean(),
    present_pointer: z.boolean(),
    present_notes: z.boolean(),
    export_controls: z.boolean(),
    export_separate_fragments: z.boolean(),
    export_margin: z.number().int().min(0).max(EXPORT_MARGIN_MAX),
    export_notes: z.boolean(),
    export_slide_numbers: z.boolean(),
    editor_fixed_notes: z.boolean(),
    media_sources: z.string().max(200),
    developer_mode: z.boolean(),
    phone_country_code: z.string().max(8).nullable(),
    phone_number: z.string().max(PHONE_NUMBER_MAX_DIGITS).nullable(),
    speaker_layout: z.enum(speakerLayouts),
    speaker_theme: z.enum(['dark', 'light']),
    default_deck_tag_id: z.string().max(64).nullable(),
  })
  .meta({ id: 'UserSettings' }) satisfies z.ZodType<DomainUserSettings>;
export type UserSettings = z.infer<typeof userSettings>;
export { defaultUserSettings };

/** A user as anyone may see them. */
export const publicUser = z
  .object({
    id: z.string(),
    username: z.string(),
    name: z.string().nullable(),
    thumbnail_url: z.string().nullable(),
    account_type: accountType,
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUser>;

/** The signed-in user's own account (spec/002 §3 "Current user"). */
export const currentUser = publicUser
  .extend({
    email: z.string(),
    profile_photo: z.string().nullable(),
    manually_upgraded: z.boolean(),
    settings: userSettings,
    team_id: z.string().nullable(),
    /** `team_paid`: false once the team's subscription ended; its members then hold only their own plan. */
    membership: z
      .object({ role: z.enum(['owner', 'admin', 'member']), activated: z.boolean(), team_paid: z.boolean() })
      .nullable(),
    default_theme_id: z.string().nullable(),
    /** Business details for invoices and receipts (spec/002 §3); '' when not given. */
    billing_address: z.string(),
    billing_vat_id: z.string(),
    notify_on_receipt: z.boolean(),
    storage_used: z.number().int().nonnegative(),
    storage_limit: z.number().int().nonnegative(),
    image_upload_limit: z.number().int().nonnegative(),
    video_upload_limit: z.number().int().nonnegative(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUser>;

/** Answer of sign-up, sign-in and password reset: the user and the CSRF token of the new session. */
export const sessionResponse = z.object({ user: currentUser, csrf_token: z.string() }).meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof sessionResponse>;

/** The token of the bot check's widget, sent by the sign-up and sign-in forms when one is configured. */
const botCheckToken = storedText().max(2048).optional();

/** `email_subscriber`: the registration option asking for product news by e-mail. */
export const signUpRequest = z.object({
  user: z.object({ username, email, password, email_subscriber: z.boolean().optional() }),
  bot_check_token: botCheckToken,
});
export type SignUpRequest = z.input<typeof signUpRequest>;

export const signInRequest = z.object({
  user: z.object({
    login: storedText().trim().min(1, accountMessages.required).max(EMAIL_MAX_LENGTH),
    password: storedContent().min(1, accountMessages.required).max(PASSWORD_MAX_LENGTH),
  }),
  bot_check_token: botCheckToken,
});
export type SignInRequest = z.input<typeof signInRequest>;

export const csrfResponse = z.object({ token: z.string() });

export const usernameLookupQuery = z.object({ username: storedText().max(200) });

/**
 * PUT /users.json: e-mail, password, profile photo removal (`profile_photo: ''`), the business
 * details (an address of several lines), or the receipt e-mail choice (spec/002 §7).
 */
export const accountUpdateRequest = z.object({
  user: z.object({
    email: email.optional(),
    password: password.optional(),
    current_password: storedContent().max(PASSWORD_MAX_LENGTH).optional(),
    profile_photo: z.literal('').optional(),
    billing_address: storedText().trim().max(BILLING_ADDRESS_MAX_LENGTH, billingMessages.addressTooLong).optional(),
    billing_vat_id: storedText().trim().max(BILLING_VAT_ID_MAX_LENGTH, billingMessages.vatIdTooLong).optional(),
    notify_on_receipt: z.boolean().optional(),
  }),
});
export type AccountUpdateRequest = z.input<typeof accountUpdateRequest>;

export const accountUpdateResponse = z.object({ user: currentUser, csrf_token: z.string() });

export const removeAvatarResponse = z.object({ thumbnail_url: z.string().nullable() });

export const userSettingsResponse = z.object({ user_settings: userSettings });
/** PUT /user_settings: one setting by name. */
export const userSettingsUpdateRequest = z.object({
  user_settings: userSettings
    .extend({
      // At least one known source, each once (spec/001 §9).
      media_sources: storedText()
        .max(200)
        .refine((value) => {
          const sources = value.split(',');
          return (
            sources.length > 0 &&
            new Set(sources).size === sources.length &&
            sources.every((source) => (MEDIA_SOURCES as readonly string[]).includes(source))
          );
        }, 'Choose at least one media source'),
      phone_country_code: storedText().max(8).nullable(),
      phone_number: storedText().max(PHONE_NUMBER_MAX_DIGITS).nullable(),
      default_deck_tag_id: storedText().max(64).nullable(),
    })
    .partial()
    .refine((value) => Object.keys(value).length === 1, 'Send exactly one setting'),
});

export const passwordResetRequest = z.object({ user: z.object({ email: storedText().trim().max(EMAIL_MAX_LENGTH) }) });
export const passwordResetRequestResponse = z.object({ message: z.string() });
export const passwordResetCompletion = z.object({
  user: z.object({ reset_password_token: storedText().min(1).max(200), password }),
});
