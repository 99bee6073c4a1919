import { streamId } from '../streams.js';

/** The file-sync services a person can connect (spec/000 §7 "export to a file-sync service"). */
export type FileSyncProvider = 'dropbox';

/**
 * One stream per person (`file-sync-<user id>`): their connection to a file-sync service, made
 * with the provider's OAuth consent. `credentials` is the provider's tokens as the BFF sealed
 * them (encrypted, decision 0054): the domain never reads them. `connectionId` names one
 * connection, so a token refresh or a revocation heard for an older one changes nothing.
 */
export type FileSyncEvent =
  | {
      type: 'FileSyncConnected';
      data: {
        provider: FileSyncProvider;
        connectionId: string;
        /** The provider's id of the account connected (Dropbox's `account_id`). */
        accountId: string;
        credentials: string;
        /** When the access token among the credentials stops working. */
        expiresAt: string;
        connectedAt: string;
      };
    }
  | {
      type: 'FileSyncTokensRefreshed';
      data: { connectionId: string; credentials: string; expiresAt: string; refreshedAt: string };
    }
  | {
      type: 'FileSyncDisconnected';
      data: {
        connectionId: string;
        /** `disconnected`: the person ended it; `revoked`: the provider no longer honours it. */
        reason: FileSyncDisconnectReason;
        at: string;
      };
    };

export type FileSyncDisconnectReason = 'disconnected' | 'revoked';

export const fileSyncStreamId = (userId: string) => streamId('fileSync', userId);
