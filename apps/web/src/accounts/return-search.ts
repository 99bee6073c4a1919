/**
 * The search parameters of the screens a person comes back to from another site: a sign-in
 * provider (the problem and the provider's id) and Dropbox's consent page. Apart from the screens
 * themselves, so that the routes that read them load none of the screens' code up front.
 */

/** The search parameters of a screen a provider sign-in comes back to: the problem and the provider's id. */
export interface ProviderProblemSearch {
  auth_error?: string;
  provider?: string;
}

export function providerProblemSearch(search: Record<string, unknown>): ProviderProblemSearch {
  return {
    ...(typeof search.auth_error === 'string' ? { auth_error: search.auth_error } : {}),
    ...(typeof search.provider === 'string' ? { provider: search.provider } : {}),
  };
}

/** The search parameters of the account screen Dropbox's way back lands on. */
export function fileSyncSearch(search: Record<string, unknown>): { file_sync?: string; file_sync_error?: string } {
  return {
    ...(typeof search.file_sync === 'string' ? { file_sync: search.file_sync } : {}),
    ...(typeof search.file_sync_error === 'string' ? { file_sync_error: search.file_sync_error } : {}),
  };
}
