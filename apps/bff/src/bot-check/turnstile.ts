import { ProviderError } from '../external/fetch-json.js';
import type { BotCheck } from './bot-check.js';

export interface TurnstileSettings {
  siteKey: string;
  secretKey: string;
  /** Cloudflare's own addresses unless given (tests). */
  verifyUrl?: string;
  scriptUrl?: string;
}

const VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
/** A token is at most 2048 characters; Cloudflare refuses longer ones. */
export const TURNSTILE_TOKEN_MAX_LENGTH = 2048;
/** Answers that say the secret key is wrong: the operator's problem, not the person's. */
const CONFIGURATION_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret', 'internal-error']);

/**
 * Cloudflare Turnstile: the widget gives the browser a token, and the server asks siteverify about
 * it (`POST` a form of `secret`, `response` and `remoteip`; the answer says `success` and lists
 * `error-codes`). A token passes once, within five minutes of being given.
 */
export function createTurnstileBotCheck(settings: TurnstileSettings): BotCheck {
  const verifyUrl = settings.verifyUrl ?? VERIFY_URL;
  return {
    settings: { provider: 'turnstile', site_key: settings.siteKey, script_url: settings.scriptUrl ?? SCRIPT_URL },
    async verify(token, remoteIp) {
      if (token.length === 0 || token.length > TURNSTILE_TOKEN_MAX_LENGTH) return false;
      let response: Response;
      try {
        response = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ secret: settings.secretKey, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(10_000),
          redirect: 'error',
        });
      } catch (cause) {
        throw new ProviderError('Turnstile could not be reached', { cause });
      }
      const answer = (await response.json().catch(() => ({}))) as { success?: unknown; 'error-codes'?: unknown };
      const codes = Array.isArray(answer['error-codes']) ? (answer['error-codes'] as unknown[]) : [];
      if (!response.ok || codes.some((code) => CONFIGURATION_ERRORS.has(String(code))))
        throw new ProviderError(`Turnstile answered ${response.status} ${codes.join(', ')}`.trim());
      return answer.success === true;
    },
  };
}
