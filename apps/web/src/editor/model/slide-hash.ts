import type { SlideRef } from './slide-ref';

/** The slide named by an editor link's anchor, `#/{h}` or `#/{h}/{v}` (spec/001 §2); the first slide otherwise. */
export function slideFromHash(hash: string): SlideRef {
  const match = /^#\/(\d+)(?:\/(\d+))?$/.exec(hash);
  return match ? { h: Number(match[1]), v: Number(match[2] ?? 0) } : { h: 0, v: 0 };
}
