import type { FileSyncCommand } from './commands.js';
import type { FileSyncEvent } from './events.js';
import type { FileSyncState } from './state.js';

/**
 * A person's file-sync connection. Connecting always succeeds (a new consent replaces the old
 * connection); a refresh or a revocation of a connection that is no longer the current one
 * decides nothing, so a refresh racing a disconnection cannot bring the tokens back; ending a
 * connection that is not there decides nothing either (a repeated Disconnect is answered alike).
 */
export function decideFileSync(command: FileSyncCommand, state: FileSyncState): FileSyncEvent[] {
  switch (command.type) {
    case 'ConnectFileSync':
      return [{ type: 'FileSyncConnected', data: command.data }];
    case 'RecordTokenRefresh':
      return state.connection?.connectionId === command.data.connectionId
        ? [{ type: 'FileSyncTokensRefreshed', data: command.data }]
        : [];
    case 'DisconnectFileSync': {
      const { connection } = state;
      if (!connection) return [];
      if (command.data.connectionId !== null && command.data.connectionId !== connection.connectionId) return [];
      const { reason, at } = command.data;
      return [{ type: 'FileSyncDisconnected', data: { connectionId: connection.connectionId, reason, at } }];
    }
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}
