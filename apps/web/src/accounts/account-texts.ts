import type { FileSyncConnectProblem } from '@lectern/contracts';

/** Spec/000 §8 success message. */
export const SAVED_MESSAGE = 'Saved successfully';
/** Spec/002 §8: the profile photo could not be removed. */
export const PHOTO_REMOVAL_FAILED_MESSAGE = 'An error occurred while saving';

/** One's own Dropbox on the account screen; the spec names the service only (spec/000 §7). */
export const fileSyncTexts = {
  notConnected: 'Connect your Dropbox to save exports to it from the export dialog.',
  connected: 'Your Dropbox is connected: exports you save to it go to its Lectern folder.',
  disconnected: 'Dropbox is disconnected.',
  revoked: 'Dropbox no longer lets Lectern save to your account. Connect it again to save exports there.',
  connectFailed: 'Dropbox cannot be reached right now. Please try again.',
  disconnectFailed: 'Dropbox could not be disconnected. Please try again.',
  /** Why the way back from Dropbox did not connect it (`file_sync_error`). */
  problems: {
    cancelled: 'Connecting Dropbox was cancelled.',
    expired: 'Connecting Dropbox took too long or was started in another session. Please try again.',
    failed: 'Dropbox did not connect. Please try again.',
  } satisfies Record<FileSyncConnectProblem, string>,
};
