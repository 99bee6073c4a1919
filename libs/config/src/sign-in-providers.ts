import { z } from 'zod';

/** An OpenID Connect provider people may sign in with, as the operator configured it. */
export interface SignInProviderSetting {
  /** The name in `OIDC_PROVIDERS` (lowercase): in the provider's variables, addresses and links. */
  id: string;
  /** What its button says: "Continue with {name}". */
  name: string;
  /** The issuer identifier; its discovery document is under `/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Whether the provider's verified e-mail domains are its people's organisations (a company's own
   * provider): then a team whose Google domain is theirs takes them in. A Google Workspace hosted
   * domain (`hd`) counts whatever this says.
   */
  trustEmailDomain: boolean;
}

type SignInProviderShape = Record<`OIDC_${string}`, z.ZodType>;

const PROVIDER_ID = /^[a-z][a-z0-9_]{0,31}$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const providerIds = (value: string) =>
  value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/** An issuer is reached over TLS, except on this machine (a provider run beside Lectern, or in tests). */
const issuerUrl = z.url().refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}, 'must be an https:// URL (http:// only on this machine: localhost or 127.0.0.1)');

const envName = (id: string, setting: string) => `OIDC_${id.toUpperCase()}_${setting}` as const;

/**
 * The variables of sign-in with OpenID Connect: `OIDC_PROVIDERS` lists the providers' ids
 * (`corp,google`), and each id has `OIDC_<ID>_ISSUER`, `OIDC_<ID>_CLIENT_ID`,
 * `OIDC_<ID>_CLIENT_SECRET`, and optionally `OIDC_<ID>_NAME` and `OIDC_<ID>_TRUST_EMAIL_DOMAIN`.
 * The variables a provider needs depend on `OIDC_PROVIDERS`, so the shape is read from `env`.
 */
export function signInProviderSettings(env: NodeJS.ProcessEnv = process.env): SignInProviderShape {
  const shape: SignInProviderShape = {
    OIDC_PROVIDERS: z
      .string()
      .refine(
        (value) => providerIds(value).every((id) => PROVIDER_ID.test(id)),
        'must be a comma-separated list of ids (lowercase letters, digits and _, starting with a letter)',
      )
      .refine((value) => new Set(providerIds(value)).size === providerIds(value).length, 'names a provider twice')
      .optional(),
  };
  for (const id of providerIds(env.OIDC_PROVIDERS ?? '').filter((id) => PROVIDER_ID.test(id))) {
    shape[envName(id, 'ISSUER')] = issuerUrl;
    shape[envName(id, 'CLIENT_ID')] = z.string().min(1);
    shape[envName(id, 'CLIENT_SECRET')] = z.string().min(1);
    shape[envName(id, 'NAME')] = z.string().trim().min(1).max(40).optional();
    shape[envName(id, 'TRUST_EMAIL_DOMAIN')] = z.enum(['true', 'false']).optional();
  }
  return shape;
}

/** The providers a configuration loaded with `signInProviderSettings` names, in its order. */
export function signInProviders(config: Partial<Record<`OIDC_${string}`, unknown>>): SignInProviderSetting[] {
  const setting = (id: string, name: string) => config[envName(id, name)] as string | undefined;
  return providerIds((config.OIDC_PROVIDERS as string | undefined) ?? '').map((id) => ({
    id,
    name: setting(id, 'NAME') ?? id,
    issuer: setting(id, 'ISSUER')!,
    clientId: setting(id, 'CLIENT_ID')!,
    clientSecret: setting(id, 'CLIENT_SECRET')!,
    trustEmailDomain: setting(id, 'TRUST_EMAIL_DOMAIN') === 'true',
  }));
}
