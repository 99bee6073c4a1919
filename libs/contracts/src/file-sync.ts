import { z } from 'zod';
import { storedText } from './text.js';

// Saving exports to each person's own Dropbox (spec/000 §7 "export to a file-sync service"; decision 0054).

/**
 * GET /file_sync: the file-sync service, whether the operator set it up, and the person's own
 * connection to it (never its tokens). `ended`: the last connection ended without the person
 * (Dropbox stopped honouring it), so the screens ask for a new one.
 */
export const fileSyncResponse = z
  .object({
    provider: z.string(),
    configured: z.boolean(),
    connected: z.boolean(),
    connected_at: z.string().nullable(),
    ended: z.enum(['revoked']).nullable(),
  })
  .meta({ id: 'FileSync' });
export type FileSyncResponse = z.infer<typeof fileSyncResponse>;

/** POST /file_sync/connection: where to send the person to consent at Dropbox. */
export const fileSyncConnectionResponse = z.object({ authorize_url: z.string() });

/** GET /file_sync/callback: Dropbox's way back, with a code or an error, and the state sent. */
export const fileSyncCallbackQuery = z.object({
  code: storedText().max(4000).optional(),
  state: storedText().max(500).optional(),
  error: storedText().max(200).optional(),
  error_description: storedText().max(1000).optional(),
});

/** Why connecting did not happen, told on the account screen (`file_sync_error`). */
export type FileSyncConnectProblem = 'cancelled' | 'expired' | 'failed';

/** POST /decks/{id}/exports/{exportId}/file_sync: where the file was saved in the person's Dropbox. */
export const fileSyncSavedResponse = z.object({ path: z.string() });
