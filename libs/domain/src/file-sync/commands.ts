import type { FileSyncDisconnectReason, FileSyncEvent } from './events.js';

export type FileSyncCommand =
  /** A new connection, from the provider's answer to the person's consent; it replaces any other. */
  | { type: 'ConnectFileSync'; data: Extract<FileSyncEvent, { type: 'FileSyncConnected' }>['data'] }
  /** New tokens for the connection `connectionId`, from the provider's refresh. */
  | { type: 'RecordTokenRefresh'; data: Extract<FileSyncEvent, { type: 'FileSyncTokensRefreshed' }>['data'] }
  /**
   * Ends a connection: the current one when the person asks (`connectionId` null), or the one
   * the provider stopped honouring.
   */
  | {
      type: 'DisconnectFileSync';
      data: { connectionId: string | null; reason: FileSyncDisconnectReason; at: string };
    };
