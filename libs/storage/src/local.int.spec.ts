import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './index.js';

describe('local file storage', () => {
  let root: string;
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores, reads back with its type and size, and deletes', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'lectern-files-'));
    const storage = createLocalStorage(root);
    await storage.put('media/u1/m1/original', Buffer.from('hello'), 'text/plain');
    await storage.put('media/u1/m1/thumb', Readable.from(['streamed']), 'image/webp');
    const stored = await storage.get('media/u1/m1/original');
    expect(stored).toMatchObject({ size: 5, contentType: 'text/plain' });
    expect(await text(stored!.body)).toBe('hello');
    expect(await text((await storage.get('media/u1/m1/thumb'))!.body)).toBe('streamed');
    await storage.delete('media/u1/m1/original');
    expect(await storage.get('media/u1/m1/original')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = createLocalStorage(root);
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
    await expect(storage.put('/etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
  });
});
