import type { SignInProviderSetting } from '@lectern/config';
import { createSignInProvider, type SignInProvider } from './provider.js';

/** The sign-in providers the operator configured (none: the feature is off), and the address each sends browsers back to. */
export function createSignInProviders(settings: readonly SignInProviderSetting[], publicUrl: () => string) {
  const providers = new Map<string, SignInProvider>(
    settings.map((setting) => [setting.id, createSignInProvider(setting)]),
  );
  return {
    list: (): SignInProvider[] => [...providers.values()],
    get: (id: string): SignInProvider | undefined => providers.get(id),
    /** The redirect URI registered at the provider for Lectern. */
    callbackUrl: (id: string) => `${publicUrl()}/api/v1/auth/providers/${encodeURIComponent(id)}/callback`,
  };
}

export type SignInProviders = ReturnType<typeof createSignInProviders>;
export { SignInProviderError, type ProviderAccount, type SignInProvider } from './provider.js';
