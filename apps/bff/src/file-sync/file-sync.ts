import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  fileSyncDecider,
  fileSyncStreamId,
  type FileSyncCommand,
  type FileSyncConnection,
  type FileSyncDisconnectReason,
} from '@lectern/domain';
import { handle, readState, type EventStore } from '@lectern/event-store';
import type { Logger } from '@lectern/service-kit';
import { commandMetadata, type Actor } from '../commands.js';
import type { Sealer } from '../sealed-json.js';
import { EXPORT_FOLDER, fileSyncMessages, REFRESH_MARGIN_MS } from './constants.js';
import type { ConnectFlow } from './connect-flow.js';
import { DropboxError, type DropboxClient } from './dropbox.js';

/** Saving did not happen: answered with `status` and `code`, and the message people read. */
export class FileSyncFailure extends Error {
  override readonly name = 'FileSyncFailure';
  constructor(
    readonly status: 409 | 502 | 503,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The tokens of a connection, as they are sealed into its events. */
interface Credentials {
  accessToken: string;
  refreshToken: string;
}

const isCredentials = (value: unknown): value is Credentials =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Credentials).accessToken === 'string' &&
  typeof (value as Credentials).refreshToken === 'string';

/** A person's connection as their own screens show it; never its tokens. */
export interface FileSyncStatus {
  connected: boolean;
  connectedAt: string | null;
  /** How the last connection ended, when it ended otherwise than by the person. */
  ended: Exclude<FileSyncDisconnectReason, 'disconnected'> | null;
}

/** A file to save, opened when needed (an upload that must be tried again reads it again). */
export type OpenFile = () => Promise<{ body: Readable; size: number }>;

/**
 * Saving exports to each person's own Dropbox (decision 0054). A connection is made with the
 * person's consent (OAuth 2, authorization code with PKCE), and recorded on their `file-sync-`
 * stream through the command handler, its tokens sealed with the app's secret. Saving refreshes
 * an access token about to expire, or one Dropbox refused as expired, once; a refresh token
 * Dropbox no longer honours ends the connection (`revoked`). Disconnecting revokes the tokens at
 * Dropbox before the connection is recorded as ended.
 */
export function createFileSync(deps: {
  store: EventStore;
  dropbox: DropboxClient;
  sealer: Sealer;
  /** The redirect URI registered at Dropbox: Lectern's callback. */
  redirectUri: () => string;
  logger: Logger;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const stateOf = async (userId: string) =>
    (await readState(deps.store, fileSyncStreamId(userId), fileSyncDecider)).state;
  const record = (userId: string, command: FileSyncCommand, actor: Actor) =>
    handle(
      deps.store,
      { streamId: fileSyncStreamId(userId), decider: fileSyncDecider, command },
      commandMetadata(actor),
    );
  const opened = (connection: FileSyncConnection): Credentials | null => {
    const value = deps.sealer.open(connection.credentials);
    return isCredentials(value) ? value : null;
  };
  const end = (userId: string, connection: FileSyncConnection, actor: Actor) =>
    record(
      userId,
      {
        type: 'DisconnectFileSync',
        data: { connectionId: connection.connectionId, reason: 'revoked', at: new Date(now()).toISOString() },
      },
      actor,
    );

  /** New tokens for the connection, recorded; a refresh token Dropbox refuses ends the connection. */
  async function refreshed(
    userId: string,
    connection: FileSyncConnection,
    credentials: Credentials,
    actor: Actor,
  ): Promise<Credentials> {
    let tokens;
    try {
      tokens = await deps.dropbox.refresh(credentials.refreshToken);
    } catch (error) {
      if (error instanceof DropboxError && error.problem === 'invalid_grant') {
        await end(userId, connection, actor);
        throw new FileSyncFailure(409, 'file_sync_revoked', fileSyncMessages.revoked);
      }
      throw error;
    }
    const renewed = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? credentials.refreshToken };
    await record(
      userId,
      {
        type: 'RecordTokenRefresh',
        data: {
          connectionId: connection.connectionId,
          credentials: deps.sealer.seal(renewed),
          expiresAt: new Date(tokens.expiresAt).toISOString(),
          refreshedAt: new Date(now()).toISOString(),
        },
      },
      actor,
    );
    return renewed;
  }

  /** The connection's tokens, fresh enough to use; a connection whose tokens cannot be read has ended. */
  async function usable(userId: string, actor: Actor) {
    const { connection } = await stateOf(userId);
    if (!connection) throw new FileSyncFailure(409, 'file_sync_not_connected', fileSyncMessages.notConnected);
    const credentials = opened(connection);
    if (!credentials) {
      // Sealed under another secret (SESSION_SECRET changed): only a new consent helps.
      await end(userId, connection, actor);
      throw new FileSyncFailure(409, 'file_sync_revoked', fileSyncMessages.revoked);
    }
    const fresh = Date.parse(connection.expiresAt) - REFRESH_MARGIN_MS > now();
    return { connection, credentials: fresh ? credentials : await refreshed(userId, connection, credentials, actor) };
  }

  return {
    provider: 'Dropbox',

    /** Where to send the person to consent, for the flow their session started. */
    authorizeUrl: (flow: ConnectFlow) =>
      deps.dropbox.authorizeUrl({
        redirectUri: deps.redirectUri(),
        state: flow.state,
        codeChallenge: flow.codeChallenge,
      }),

    /** Redeems the code Dropbox sent the person back with, and records the connection. */
    async connect(userId: string, code: string, flow: ConnectFlow, actor: Actor): Promise<void> {
      const tokens = await deps.dropbox.exchangeCode({
        code,
        redirectUri: deps.redirectUri(),
        codeVerifier: flow.codeVerifier,
      });
      if (!tokens.refreshToken || !tokens.accountId)
        throw new DropboxError('failed', 'the token endpoint answered without a refresh token or account');
      await record(
        userId,
        {
          type: 'ConnectFileSync',
          data: {
            provider: 'dropbox',
            connectionId: randomUUID(),
            accountId: tokens.accountId,
            credentials: deps.sealer.seal({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
            expiresAt: new Date(tokens.expiresAt).toISOString(),
            connectedAt: new Date(now()).toISOString(),
          },
        },
        actor,
      );
    },

    async status(userId: string): Promise<FileSyncStatus> {
      const { connection, ended } = await stateOf(userId);
      return {
        connected: connection !== null,
        connectedAt: connection?.connectedAt ?? null,
        ended: !connection && ended && ended.reason !== 'disconnected' ? ended.reason : null,
      };
    },

    /** Saves a file to the person's Dropbox, in the exports folder; answers where it went. */
    async save(userId: string, filename: string, open: OpenFile, actor: Actor): Promise<{ path: string }> {
      const { connection, credentials: usableNow } = await usable(userId, actor);
      let credentials = usableNow;
      const upload = async () => {
        const file = await open();
        return deps.dropbox.upload(credentials.accessToken, `${EXPORT_FOLDER}/${filename}`, file.body, file.size);
      };
      try {
        try {
          return await upload();
        } catch (error) {
          if (!(error instanceof DropboxError) || error.problem !== 'invalid_access_token') throw error;
          credentials = await refreshed(userId, connection, credentials, actor);
          return await upload();
        }
      } catch (error) {
        if (!(error instanceof DropboxError)) throw error;
        deps.logger.warn({ err: error, userId }, 'Dropbox did not take an export');
        if (error.problem === 'insufficient_space')
          throw new FileSyncFailure(409, 'file_sync_insufficient_space', fileSyncMessages.insufficientSpace);
        if (error.problem === 'rate_limited')
          throw new FileSyncFailure(503, 'file_sync_busy', fileSyncMessages.rateLimited);
        throw new FileSyncFailure(502, 'file_sync_failed', fileSyncMessages.failed);
      }
    },

    /** Revokes the connection's tokens at Dropbox (as far as Dropbox answers) and records its end. */
    async disconnect(userId: string, actor: Actor): Promise<void> {
      const { connection } = await stateOf(userId);
      if (!connection) return;
      const credentials = opened(connection);
      if (credentials) {
        try {
          await deps.dropbox.revoke(credentials.accessToken).catch(async (error: unknown) => {
            if (!(error instanceof DropboxError) || error.problem !== 'invalid_access_token') throw error;
            // An expired access token cannot revoke: a fresh one can, and takes the refresh token with it.
            await deps.dropbox.revoke((await deps.dropbox.refresh(credentials.refreshToken)).accessToken);
          });
        } catch (error) {
          deps.logger.warn({ err: error, userId }, 'Dropbox tokens not revoked; the connection ends here anyway');
        }
      }
      await record(
        userId,
        {
          type: 'DisconnectFileSync',
          data: { connectionId: connection.connectionId, reason: 'disconnected', at: new Date(now()).toISOString() },
        },
        actor,
      );
    },
  };
}

export type FileSync = ReturnType<typeof createFileSync>;
