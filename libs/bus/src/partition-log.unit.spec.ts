import { describe, expect, it } from 'vitest';
import { PartitionLog, partitionOf, type PartitionReader } from './partition-log.js';

function fill(log: PartitionLog, count: number): void {
  for (let i = 0; i < count; i += 1) log.append({ key: 'k', value: Buffer.from(String(i)), headers: {} });
}

const reader = (position: number): PartitionReader => ({ position, wake: () => undefined });

describe('PartitionLog', () => {
  it('keeps offsets stable when it drops what every reader acknowledged', () => {
    const log = new PartitionLog();
    fill(log, 3000);
    log.readers.add(reader(2500));
    log.readers.add(reader(1100));

    log.release();

    expect(log.start).toBe(1100);
    expect(log.end).toBe(3000);
    expect(log.at(1099)).toBeUndefined();
    expect(log.at(1100)?.value.toString()).toBe('1100');
  });

  it('keeps a short unacknowledged tail rather than copying it on every acknowledgement', () => {
    const log = new PartitionLog();
    fill(log, 100);
    log.readers.add(reader(50));

    log.release();

    expect(log.start).toBe(0);
  });

  it('empties once every reader is at the end', () => {
    const log = new PartitionLog();
    fill(log, 10);
    log.readers.add(reader(10));

    log.release();

    expect([log.start, log.end]).toEqual([10, 10]);
    expect(log.at(9)).toBeUndefined();
  });
});

describe('partitionOf', () => {
  it('maps a key to the same partition every time and spreads keys over all partitions', () => {
    const partitions = Array.from({ length: 200 }, (_, i) => partitionOf(`deck-${i}`, 8));

    expect(partitionOf('deck-7', 8)).toBe(partitions[7]);
    expect(new Set(partitions).size).toBe(8);
  });
});
