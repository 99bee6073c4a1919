import { describe, expect, it } from 'vitest';
import { formatBytes, meterState, storageExceeded } from './storage-meter';

describe('the storage meter (spec/001 §4, §9)', () => {
  it('is invalid without a total, and turns warning above 0.6 and negative above 0.8', () => {
    expect(meterState(0, 0)).toBe('invalid');
    expect(meterState(10, 0)).toBe('invalid');
    expect(meterState(0, 100)).toBe('positive');
    expect(meterState(60, 100)).toBe('positive');
    expect(meterState(61, 100)).toBe('warning');
    expect(meterState(80, 100)).toBe('warning');
    expect(meterState(81, 100)).toBe('negative');
    expect(meterState(150, 100)).toBe('negative');
  });

  it('says the limit is reached once the storage used comes to it', () => {
    expect(storageExceeded(99, 100)).toBe(false);
    expect(storageExceeded(100, 100)).toBe(true);
    expect(storageExceeded(5, 0)).toBe(false);
  });

  it('writes sizes in the largest unit that keeps a number of at least 1', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12 * 1024 * 1024 + 300_000)).toBe('12 MB');
    expect(formatBytes(250 * 1024 * 1024)).toBe('250 MB');
    expect(formatBytes(10 * 1024 ** 3)).toBe('10 GB');
  });
});
