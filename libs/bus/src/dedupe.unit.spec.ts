import { describe, expect, it } from 'vitest';
import type { BusMessage } from './bus.js';
import { createMemoryDeduper, eventIdOf } from './dedupe.js';

const message = (value: string, headers: Record<string, string> = {}): BusMessage => ({
  topic: 't',
  partition: 0,
  offset: '0',
  key: 'k',
  value: Buffer.from(value),
  headers,
});

describe('createMemoryDeduper', () => {
  it('forgets the least recently seen id once full', async () => {
    const deduper = createMemoryDeduper(2);
    await deduper.remember('a');
    await deduper.remember('b');
    expect(await deduper.seen('a')).toBe(true);

    await deduper.remember('c');

    expect(await deduper.seen('b')).toBe(false);
    expect(await deduper.seen('a')).toBe(true);
    expect(await deduper.seen('c')).toBe(true);
  });
});

describe('eventIdOf', () => {
  it('reads the event-id header first, then the id of a JSON value', () => {
    expect(eventIdOf(message(JSON.stringify({ id: 'from-body' }), { 'event-id': 'from-header' }))).toBe('from-header');
    expect(eventIdOf(message(JSON.stringify({ id: 'from-body' })))).toBe('from-body');
    expect(eventIdOf(message('not json'))).toBeUndefined();
    expect(eventIdOf(message(JSON.stringify({ id: 42 })))).toBeUndefined();
  });
});
