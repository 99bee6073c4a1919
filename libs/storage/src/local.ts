import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type FileStorage } from './storage.js';

/** Files under one folder; the content type is kept beside each file. */
export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.part`;
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temporary));
      await writeFile(`${file}.type`, contentType);
      await rename(temporary, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [info, contentType] = await Promise.all([stat(file), readFile(`${file}.type`, 'utf8')]);
        return { body: createReadStream(file), size: info.size, contentType };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
  };
}
