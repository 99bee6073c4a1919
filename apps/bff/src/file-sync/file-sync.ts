import type { Readable } from 'node:stream';
import { ConflictError } from '@lectern/domain';

/** A file-sync service exports are saved to (spec/000 §7 "export to a file-sync service"). */
export interface FileSync {
  /** The service's name, as people know it. */
  readonly provider: string;
  /** Whether the operator set it up; when not, saving is refused with `fileSyncMessages.notConfigured`. */
  readonly configured: boolean;
  save(filename: string, body: Readable, size: number): Promise<void>;
}

export const fileSyncMessages = {
  notConfigured: 'Saving to Dropbox is not set up on this Lectern.',
  failed: 'Dropbox did not take the file. Please try again.',
} as const;

/** The state without credentials: the service is named, and saving says it is not set up. */
export const notConfiguredFileSync: FileSync = {
  provider: 'Dropbox',
  configured: false,
  async save() {
    throw new ConflictError(fileSyncMessages.notConfigured, 'file_sync_not_configured');
  },
};

/** A header value may hold ASCII only: Dropbox takes the JSON argument with other characters escaped. */
const headerSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * Dropbox, through its HTTP API's upload call (`/2/files/upload`, files up to 150 MB), into a
 * folder of the account whose access token the operator configured (DROPBOX_ACCESS_TOKEN); a
 * name already taken gets a number (`autorename`).
 */
export function createDropboxFileSync(options: { accessToken: string; apiUrl?: string; folder?: string }): FileSync {
  const apiUrl = (options.apiUrl ?? 'https://content.dropboxapi.com').replace(/\/$/, '');
  const folder = options.folder ?? '/Lectern';
  return {
    provider: 'Dropbox',
    configured: true,
    async save(filename, body, size) {
      const response = await fetch(`${apiUrl}/2/files/upload`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'content-type': 'application/octet-stream',
          'content-length': String(size),
          'dropbox-api-arg': headerSafeJson({
            path: `${folder}/${filename}`,
            mode: 'add',
            autorename: true,
            mute: false,
          }),
        },
        body: body as unknown as BodyInit,
        duplex: 'half',
        signal: AbortSignal.timeout(120_000),
      } as RequestInit);
      if (!response.ok) throw new ConflictError(fileSyncMessages.failed, 'file_sync_failed');
    },
  };
}
