import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An upload kept on disk while it is checked: its size, its first bytes (what it is), and its removal. */
export interface ReceivedFile {
  file: string;
  size: number;
  head: Buffer;
  /** Removes the file; call it once the upload is stored or refused. */
  done(): Promise<void>;
}

/** Enough of a file's start to tell its type from its magic numbers. */
const HEAD_BYTES = 4100;

/**
 * Writes an upload to a folder of its own, counting it as it arrives: past `maxBytes` nothing
 * more is written, but the rest is still read (up to the route's body limit) so that the client
 * receives the answer instead of a stalled upload. `size` is what arrived.
 */
export async function receiveFile(body: Readable, maxBytes: number): Promise<ReceivedFile> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'lectern-upload-'));
  const done = () => rm(work, { recursive: true, force: true });
  try {
    const file = path.join(work, 'upload');
    let size = 0;
    await pipeline(
      body,
      async function* limit(source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          if (size <= maxBytes) yield chunk;
        }
      },
      createWriteStream(file),
    );
    const handle = await open(file);
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size, maxBytes));
    await handle.read(head, 0, head.length, 0);
    await handle.close();
    return { file, size, head, done };
  } catch (error) {
    await done();
    throw error;
  }
}
