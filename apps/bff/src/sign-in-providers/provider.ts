import * as client from 'openid-client';
import type { SignInProviderSetting } from '@lectern/config';
import { PROVIDER_SCOPE, PROVIDER_TIMEOUT_SECONDS } from './constants.js';

/** What a provider vouched for about the person who signed in there. */
export interface ProviderAccount {
  provider: string;
  issuer: string;
  subject: string;
  /** The address the provider gave, and whether it says it verified it (`email_verified`). */
  email: string | null;
  emailVerified: boolean;
  /** Google's hosted domain (`hd`): the Workspace domain the account belongs to. */
  hostedDomain: string | null;
  preferredUsername: string | null;
  name: string | null;
}

/** The secrets of one authorization request, checked when the provider sends the browser back. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider could not be reached, or its answer failed a check (state, nonce, PKCE, the ID token). */
export class SignInProviderError extends Error {
  override readonly name = 'SignInProviderError';
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * One OpenID Connect provider, through `openid-client`: the authorization code flow with PKCE,
 * `state` and `nonce`, the ID token checked (issuer, audience, expiry, signature, nonce), and
 * userinfo asked for the address when the ID token does not carry it. The provider's metadata is
 * discovered on first use and kept; a failed discovery is tried again by the next sign-in.
 */
export function createSignInProvider(setting: SignInProviderSetting) {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(new URL(setting.issuer), setting.clientId, setting.clientSecret, undefined, {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        // The settings allow plain http only for an issuer on this machine.
        execute: new URL(setting.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw new SignInProviderError(`${setting.id}: discovery failed`, { cause: error });
      });
    return discovered;
  };

  return {
    id: setting.id,
    name: setting.name,
    issuer: setting.issuer,
    trustEmailDomain: setting.trustEmailDomain,

    /** Where to send the browser, and the checks to keep for its way back. */
    async authorizationRequest(redirectUri: string): Promise<{ url: URL; checks: AuthorizationChecks }> {
      const config = await configuration();
      const checks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: PROVIDER_SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, checks };
    },

    /** Redeems the code of the browser's way back (`callbackUrl`, as the provider sent it) for the account. */
    async account(callbackUrl: URL, checks: AuthorizationChecks): Promise<ProviderAccount> {
      const config = await configuration();
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
        const claims: Record<string, unknown> = { ...tokens.claims() };
        const subject = String(claims.sub);
        const asked =
          text(claims.email) === null ? await client.fetchUserInfo(config, tokens.access_token, subject) : {};
        const claim = (name: string) => claims[name] ?? (asked as Record<string, unknown>)[name];
        return {
          provider: setting.id,
          issuer: config.serverMetadata().issuer,
          subject,
          email: text(claim('email')),
          // Some providers send the flag as a string.
          emailVerified: claim('email_verified') === true || claim('email_verified') === 'true',
          hostedDomain: text(claim('hd'))?.toLowerCase() ?? null,
          preferredUsername: text(claim('preferred_username')),
          name: text(claim('name')),
        };
      } catch (error) {
        throw new SignInProviderError(`${setting.id}: ${(error as Error).message}`, { cause: error });
      }
    },
  };
}

export type SignInProvider = ReturnType<typeof createSignInProvider>;
