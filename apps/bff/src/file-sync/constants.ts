/** What Lectern asks Dropbox for: to write files (its scoped-app permission), nothing else. */
export const DROPBOX_SCOPE = 'files.content.write';
/** The folder of the person's Dropbox (or of the app's folder there) exports are saved to. */
export const EXPORT_FOLDER = '/Lectern';
/** How long each request to Dropbox's token and revoke endpoints may take. */
export const DROPBOX_TOKEN_TIMEOUT_MS = 10_000;
/** How long an upload may take (`/2/files/upload` takes files up to 150 MB). */
export const DROPBOX_UPLOAD_TIMEOUT_MS = 120_000;
/** An access token this close to its expiry is refreshed before it is used. */
export const REFRESH_MARGIN_MS = 60_000;
/** How long a person may take at Dropbox before the way back is refused. */
export const CONNECT_FLOW_TTL_MS = 10 * 60 * 1000;

/** What people are told; the spec names the service only ("export to a file-sync service", spec/000 §7). */
export const fileSyncMessages = {
  notConfigured: 'Saving to Dropbox is not set up on this Lectern.',
  notConnected: 'Connect your Dropbox in your account settings to save exports there.',
  revoked: 'Dropbox no longer lets Lectern save to your account. Connect it again in your account settings.',
  insufficientSpace: 'Your Dropbox is full, so the file was not saved.',
  rateLimited: 'Dropbox is busy right now. Please try again in a minute.',
  failed: 'Dropbox did not take the file. Please try again.',
} as const;

/** Attempts allowed before answering 429: each way back redeems a code, each save uploads a file. */
export const FILE_SYNC_RATE_LIMITS = {
  callbackPerIp: { limit: 30, windowMs: 10 * 60 * 1000 },
  savesPerUser: { limit: 60, windowMs: 60 * 60 * 1000 },
} as const;

/** Lectern's redirect URI, under PUBLIC_URL: the operator registers it with the Dropbox app. */
export const FILE_SYNC_CALLBACK_PATH = '/api/v1/file_sync/callback';
/** The purpose the connection tokens are sealed for (the key is derived from the secret for it). */
export const FILE_SYNC_CREDENTIALS = 'file-sync-credentials';
