/** What Lectern asks a provider for: the person's subject, verified address and names. */
export const PROVIDER_SCOPE = 'openid email profile';
/** How long each request to a provider (discovery, tokens, userinfo) may take. */
export const PROVIDER_TIMEOUT_SECONDS = 10;
/** How long a person may take at the provider before the way back is refused. */
export const SIGN_IN_FLOW_TTL_MS = 10 * 60 * 1000;
/** How long the password of an existing account may be asked for to link a provider's account to it. */
export const PENDING_LINK_TTL_MS = 15 * 60 * 1000;
