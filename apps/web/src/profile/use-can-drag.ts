import { useSyncExternalStore } from 'react';
import { canDragDecks } from './drag-gesture';

const subscribeToResize = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};
const viewportWidth = () => window.innerWidth;
/** Phones and tablets: the primary pointer is a finger. */
const touchDevice = () => window.matchMedia('(pointer: coarse)').matches;

/** Whether decks may be dragged onto tags here (spec/000 §4). */
export function useCanDrag(tagCount: number): boolean {
  const width = useSyncExternalStore(subscribeToResize, viewportWidth);
  return canDragDecks({ tagCount, viewportWidth: width, touchDevice: touchDevice() });
}
