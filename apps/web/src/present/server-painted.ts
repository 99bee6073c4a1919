import type { AnyRouter } from '@tanstack/react-router';

// The deck show page and its fullscreen and embed views arrive with their first slide painted by
// the server (apps/bff/src/deck-pages) where reveal.js will show it, laid over the app out of its
// flow. It stays until the app's own deck is ready, drawn at the same boxes, so the slide neither
// blinks nor moves; removing it moves nothing.

const paintedDeck = () => document.getElementById('server-painted-deck');

/** The page came with a painted deck. */
export const isServerPainted = () => paintedDeck() !== null;

/** The app's deck is showing: the painted one goes. */
export function removeServerPaintedDeck(): void {
  paintedDeck()?.remove();
}

/** The painted deck goes as soon as the app shows another address than the one it was painted for. */
export function dropServerPaintedDeckElsewhere(router: AnyRouter): void {
  const painted = paintedDeck();
  if (!painted) return;
  const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => {
    if (toLocation.pathname.replace(/\/$/, '') === painted.dataset.path?.replace(/\/$/, '')) return;
    painted.remove();
    unsubscribe();
  });
}
