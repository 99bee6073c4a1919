import type { SlideRef } from './slide-ref';

/** The slide named by an editor link's anchor, `#/{h}` or `#/{h}/{v}` (spec/001 §2); the first slide otherwise. */
export function slideFromHash(hash: string): SlideRef {
  const match = /^#\/(\d+)(?:\/(\d+))?$/.exec(hash);
  return match ? { h: Number(match[1]), v: Number(match[2] ?? 0) } : { h: 0, v: 0 };
}

/** The anchor of a slide in an editor link: `#/{h}`, with `/{v}` only when v is above 0. */
export const slideHash = (ref: SlideRef) => (ref.v > 0 ? `#/${ref.h}/${ref.v}` : `#/${ref.h}`);
