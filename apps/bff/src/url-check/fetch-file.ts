import { Readable } from 'node:stream';
import { receiveFile, type ReceivedFile } from '../uploads/received-file.js';
import { SafeFetchRefused, safeGet, type SafeFetchOptions } from './safe-fetch.js';

/** A file fetched from a URL may take this long in all, redirects included. */
export const FETCH_FILE_TIMEOUT_MS = 30_000;

/**
 * The file at a person's URL (media inserted from a URL, spec/001 §2), fetched through
 * `safe-fetch.ts` onto disk like an upload: only a 200 answer is taken, and the fetch stops as
 * soon as the answer says or proves it is larger than `maxBytes`.
 */
export async function fetchFile(address: string, maxBytes: number, options: SafeFetchOptions): Promise<ReceivedFile> {
  const answer = await safeGet(address, { timeoutMs: FETCH_FILE_TIMEOUT_MS, ...options }, 'image/*, video/*, audio/*');
  if (answer.statusCode !== 200) {
    answer.destroy();
    throw new SafeFetchRefused('unreachable');
  }
  if (Number(answer.headers['content-length'] ?? 0) > maxBytes) {
    answer.destroy();
    throw new SafeFetchRefused('too_large');
  }
  let size = 0;
  async function* capped(source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > maxBytes) throw new SafeFetchRefused('too_large');
      yield chunk;
    }
  }
  try {
    return await receiveFile(Readable.from(capped(answer)), maxBytes);
  } catch (error) {
    answer.destroy();
    if (error instanceof SafeFetchRefused) throw error;
    throw new SafeFetchRefused('unreachable');
  }
}
