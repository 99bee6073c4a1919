import { METER_NEGATIVE_SHARE, METER_WARNING_SHARE } from './constants';

export type MeterState = 'invalid' | 'negative' | 'warning' | 'positive';

/** spec/001 §4: invalid without a total, negative above 0.8 of it, warning above 0.6, else positive. */
export function meterState(used: number, total: number): MeterState {
  if (total <= 0) return 'invalid';
  const share = used / total;
  if (share > METER_NEGATIVE_SHARE) return 'negative';
  return share > METER_WARNING_SHARE ? 'warning' : 'positive';
}

/** The limit is reached: nothing more can be uploaded (spec/001 §6: 'Storage limit reached'). */
export const storageExceeded = (used: number, total: number) => total > 0 && used >= total;

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** 0 bytes, 512 bytes, 1.5 KB, 12 MB, 10 GB: one decimal below 10 of a unit, none above. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${value} bytes`;
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${UNITS[unit]}`;
}
