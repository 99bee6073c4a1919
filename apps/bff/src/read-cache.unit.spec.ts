import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.js';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

describe('read cache', () => {
  const setup = (options: { maxEntries?: number; ttlMs?: number } = {}) => {
    let clock = 0;
    let loads = 0;
    const cache = createReadCache<string>({
      maxEntries: options.maxEntries ?? 10,
      ttlMs: options.ttlMs ?? 1000,
      now: () => clock,
    });
    const read = (id: string, value = `${id}@${loads}`, keys = [`deck:${id}`, 'user:owner']) =>
      cache.read(id, async () => {
        loads++;
        return { value, keys };
      });
    return { cache, read, loads: () => loads, advance: (ms: number) => (clock += ms) };
  };

  it('answers a kept answer without reading it again', async () => {
    const { read, loads } = setup();
    expect(await read('a', 'first')).toBe('first');
    expect(await read('a', 'second')).toBe('first');
    expect(loads()).toBe(1);
  });

  it('drops the answers read under a touched key, and only those', async () => {
    const { cache, read, loads } = setup();
    await read('a');
    await read('b');
    cache.touched(['deck:a']);
    await read('a');
    await read('b');
    expect(loads()).toBe(3);
    cache.touched(['user:owner']);
    await read('a');
    await read('b');
    expect(loads()).toBe(5);
  });

  it('revises a kept answer in place, and nothing when none is kept', async () => {
    const { cache, read, loads } = setup();
    await read('a', 'first');
    cache.revise('a', (value) => `${value}, revised`);
    cache.revise('b', () => 'never read');
    expect(await read('a')).toBe('first, revised');
    expect(await read('b', 'b read')).toBe('b read');
    expect(loads()).toBe(2);
    // Its keys stay: a touch drops the revised answer too.
    cache.touched(['deck:a']);
    expect(await read('a', 'again')).toBe('again');
  });

  it('drops everything when every key is touched', async () => {
    const { cache, read, loads } = setup();
    await read('a');
    await read('b');
    cache.touched(['*']);
    await read('a');
    await read('b');
    expect(loads()).toBe(4);
  });

  it('does not keep an answer whose keys were touched while it was being read', async () => {
    const cache = createReadCache<string>({ maxEntries: 10, ttlMs: 1000 });
    const slow = deferred<{ value: string; keys: string[] }>();
    const first = cache.read('a', () => slow.promise);
    cache.touched(['deck:a']);
    slow.resolve({ value: 'read before the change', keys: ['deck:a'] });
    expect(await first).toBe('read before the change');
    expect(await cache.read('a', async () => ({ value: 'after', keys: ['deck:a'] }))).toBe('after');
  });

  it('keeps an answer when only other keys were touched while it was read', async () => {
    const cache = createReadCache<string>({ maxEntries: 10, ttlMs: 1000 });
    const slow = deferred<{ value: string; keys: string[] }>();
    const first = cache.read('a', () => slow.promise);
    cache.touched(['deck:b']);
    slow.resolve({ value: 'kept', keys: ['deck:a'] });
    await first;
    expect(await cache.read('a', async () => ({ value: 'not read', keys: ['deck:a'] }))).toBe('kept');
  });

  it('reads again once an answer expired', async () => {
    const { read, loads, advance } = setup({ ttlMs: 100 });
    await read('a');
    advance(99);
    await read('a');
    advance(1);
    await read('a');
    expect(loads()).toBe(2);
  });

  it('keeps at most its size, dropping the least recently read', async () => {
    const { read, loads } = setup({ maxEntries: 2 });
    await read('a');
    await read('b');
    await read('a');
    await read('c');
    expect(loads()).toBe(3);
    await read('a');
    expect(loads()).toBe(3);
    await read('b');
    expect(loads()).toBe(4);
  });

  it('keeps nothing of a read that failed', async () => {
    const cache = createReadCache<string>({ maxEntries: 10, ttlMs: 1000 });
    await expect(
      cache.read('a', async () => {
        throw new Error('not found');
      }),
    ).rejects.toThrow('not found');
    expect(await cache.read('a', async () => ({ value: 'found', keys: [] }))).toBe('found');
  });
});
