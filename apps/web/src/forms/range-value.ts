/**
 * Range inputs (spec/001 §5, §9): a value is clamped to the input's min and max and rounded to
 * its decimals; dragging the label scrubs it at a speed that depends on the span of the range
 * (under 15 → 0.25 per pixel, under 30 → 0.5, up to 100 → 0.75, wider → 1); the keyboard steps
 * by one step, ten with Shift.
 */
export interface RangeSpec {
  readonly min: number;
  readonly max: number;
  /** Decimals the value keeps; the step is one unit of the last of them unless given. */
  readonly decimals: number;
  readonly step?: number;
}

const stepOf = (spec: RangeSpec) => spec.step ?? 10 ** -spec.decimals;

/** The value rounded to the spec's decimals, as its field shows it. */
export function roundRange(value: number, spec: RangeSpec): number {
  const factor = 10 ** spec.decimals;
  return Math.round(value * factor) / factor || 0;
}

/** The value within min and max, rounded to the spec's decimals. */
export function clampRange(value: number, spec: RangeSpec): number {
  const factor = 10 ** spec.decimals;
  const rounded = roundRange(Math.min(spec.max, Math.max(spec.min, value)), spec);
  // Rounding may step past a bound that has more decimals than the spec keeps: then the nearest
  // value inside it.
  if (rounded > spec.max) return Math.floor(spec.max * factor) / factor || 0;
  if (rounded < spec.min) return Math.ceil(spec.min * factor) / factor || 0;
  return rounded;
}

/** What a person typed, as a value in range; null when it is not a number (the old value stays). */
export function parseRange(text: string, spec: RangeSpec): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !Number.isFinite(Number(trimmed))) return null;
  return clampRange(Number(trimmed), spec);
}

/** Value units per pixel of scrubbing, by the span of the range. */
export function scrubFactor(spec: RangeSpec): number {
  const span = spec.max - spec.min;
  if (span < 15) return 0.25;
  if (span < 30) return 0.5;
  if (span <= 100) return 0.75;
  return 1;
}

/** The value after dragging `dx` pixels from where a scrub started at `start`. */
export function scrubbed(start: number, dx: number, spec: RangeSpec): number {
  return clampRange(start + dx * scrubFactor(spec), spec);
}

/** The value after one keyboard step up (1) or down (-1); Shift steps ten times as far. */
export function stepped(value: number, direction: 1 | -1, shift: boolean, spec: RangeSpec): number {
  return clampRange(value + direction * stepOf(spec) * (shift ? 10 : 1), spec);
}
