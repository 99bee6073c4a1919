import type { BotCheckSettings } from '@lectern/contracts';

/**
 * An optional check that a form was sent by a person (a CAPTCHA-style provider): the sign-up and
 * sign-in forms show its widget, and send the token it gives as `bot_check_token`.
 */
export interface BotCheck {
  /** What the forms need to show the widget: the provider, its public site key and its script. */
  readonly settings: BotCheckSettings;
  /** Whether the provider vouches for `token`, sent from `remoteIp`; throws ProviderError when it cannot be asked. */
  verify(token: string, remoteIp: string): Promise<boolean>;
}

/** What a form without a passing token is told. */
export const BOT_CHECK_FAILED_MESSAGE = 'Please confirm that you are not a robot.';
