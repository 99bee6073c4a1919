import type { SlideSize } from '@lectern/deck-format';

/** The screen shapes the size preview shows the deck on (spec/001 §2). */
export const PREVIEW_FRAMES = [
  { label: '16:9', width: 16, height: 9 },
  { label: '3:4', width: 3, height: 4 },
] as const;

/**
 * Where a slide sits on a screen of the given shape, as reveal.js lays it out: scaled to fit the
 * screen less the margin (a share of the screen), centred. Answers width and height as
 * percentages of the screen.
 */
export function slideFit(
  screen: { width: number; height: number },
  slide: SlideSize,
  margin: number,
): { width: number; height: number } {
  const room = 1 - margin;
  const scale = Math.min((screen.width * room) / slide.width, (screen.height * room) / slide.height);
  return {
    width: ((slide.width * scale) / screen.width) * 100,
    height: ((slide.height * scale) / screen.height) * 100,
  };
}
