import { queryOptions } from '@tanstack/react-query';
import type { ProviderSignInQuery } from '@lectern/contracts';
import { API_BASE, apiRequest } from './client';

// Sign-in providers (OpenID Connect), the bot check, and linking a provider to an account.

/** GET /auth/options: the providers and the bot check the account screens offer; kept for the page's life. */
export const signInOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['sign-in-options'],
    queryFn: ({ signal }) => apiRequest('/auth/options', { answer: 'signInOptionsResponse', signal }),
    staleTime: Infinity,
  });

/** Where the browser goes to sign in with a provider: the BFF sends it on to the provider (not a call). */
export function providerSignInUrl(provider: string, query: ProviderSignInQuery): string {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return `${API_BASE}/auth/providers/${encodeURIComponent(provider)}?${params}`;
}

/** GET /auth/link: the account a provider's account waits to be linked to. */
export const pendingLinkQueryOptions = () =>
  queryOptions({
    queryKey: ['pending-link'],
    queryFn: ({ signal }) => apiRequest('/auth/link', { answer: 'pendingLinkResponse', signal }),
    gcTime: 0,
    retry: false,
  });

/** POST /auth/link: the account's password; answers its session and where to go. */
export const completeLink = (currentPassword: string) =>
  apiRequest('/auth/link', {
    method: 'POST',
    body: { user: { current_password: currentPassword } },
    answer: 'linkResponse',
  });

/** GET /users/services: the providers linked to one's account. */
export const linkedServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['linked-services'],
    queryFn: ({ signal }) => apiRequest('/users/services', { answer: 'servicesResponse', signal }),
  });
