import type { Readable } from 'node:stream';

/** Where media and export files live: local disk in embedded mode, S3-compatible storage in distributed mode. */
export interface FileStorage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<{ body: Readable; size: number; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

/** Keys are made by the product (`media/<owner>/<id>/original`), never from user input. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/._-]*$/i.test(key) || key.includes('..') || key.includes('//'))
    throw new Error(`Unsafe storage key: ${key}`);
}
