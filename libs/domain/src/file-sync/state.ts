import type { FileSyncDisconnectReason, FileSyncEvent, FileSyncProvider } from './events.js';

export interface FileSyncConnection {
  provider: FileSyncProvider;
  connectionId: string;
  accountId: string;
  credentials: string;
  expiresAt: string;
  connectedAt: string;
}

export interface FileSyncState {
  connection: FileSyncConnection | null;
  /** How the last connection ended, while there is no other. */
  ended: { reason: FileSyncDisconnectReason; at: string } | null;
}

export const initialFileSyncState: FileSyncState = { connection: null, ended: null };

export function evolveFileSync(state: FileSyncState, event: FileSyncEvent): FileSyncState {
  switch (event.type) {
    case 'FileSyncConnected':
      return { connection: { ...event.data }, ended: null };
    case 'FileSyncTokensRefreshed':
      return state.connection?.connectionId === event.data.connectionId
        ? {
            ...state,
            connection: { ...state.connection, credentials: event.data.credentials, expiresAt: event.data.expiresAt },
          }
        : state;
    case 'FileSyncDisconnected':
      return state.connection?.connectionId === event.data.connectionId
        ? { connection: null, ended: { reason: event.data.reason, at: event.data.at } }
        : state;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
