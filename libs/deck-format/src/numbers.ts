/**
 * Canonical numbers of the markup: integers are written plainly, fractions with at most three
 * decimals. Reading rounds the same way, so a number read back is the number written.
 */
export function canonicalNumber(value: number): number {
  const rounded = Math.round(value * 1000) / 1000;
  return rounded === 0 ? 0 : rounded;
}

export function formatNumber(value: number): string {
  return String(canonicalNumber(value));
}

const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

/** A finite number written in the markup, canonically rounded; null for anything else. */
export function readNumber(text: string | undefined): number | null {
  if (text === undefined || !NUMBER.test(text.trim())) return null;
  const value = Number(text.trim());
  return Number.isFinite(value) ? canonicalNumber(value) : null;
}
