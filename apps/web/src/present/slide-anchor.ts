/** The slide part of a deck address: `#/h`, and `/v` only when the vertical index is above 0 (spec/001 §2). */
export function slideAnchor({ h, v }: { h: number; v?: number }): string {
  return v !== undefined && v > 0 ? `#/${h}/${v}` : `#/${h}`;
}
