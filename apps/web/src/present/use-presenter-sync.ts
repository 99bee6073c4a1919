import { useEffect } from 'react';
import type { RevealApi } from 'reveal.js';
import { openPresenterChannel, samePosition, type SlidePosition } from './speaker/presenter-channel';

const MOVES = ['slidechanged', 'fragmentshown', 'fragmenthidden'] as const;

const positionOf = (deck: RevealApi): SlidePosition => {
  const { h, v, f } = deck.getIndices();
  return { indexh: h, indexv: v ?? 0, indexf: f ?? -1 };
};

/**
 * Keeps this window's deck on the same slide and fragment as the other windows presenting the
 * same deck (the presenter and its speaker view): a move here is told to them, a move there is
 * followed here. A greeting window first asks where the others are and catches up silently;
 * after that `onMove` hears every move, local or followed.
 */
export function usePresenterSync(
  deckId: string,
  deck: RevealApi | null,
  options: { greet: boolean; onMove?: () => void },
) {
  const { greet, onMove } = options;
  useEffect(() => {
    if (!deck) return;
    // A followed move is not told back: the other side may have moved on already.
    let following = false;
    let catchingUp = false;
    let caughtUp = !greet;
    const channel = openPresenterChannel(deckId, (message) => {
      if (message.type === 'hello') {
        channel.send({ type: 'position', position: positionOf(deck) });
        return;
      }
      if (message.type !== 'position') return;
      const catchUp = !caughtUp;
      caughtUp = true;
      if (samePosition(message.position, positionOf(deck))) return;
      const { indexh, indexv, indexf } = message.position;
      following = true;
      catchingUp = catchUp;
      try {
        deck.slide(indexh, indexv, indexf);
      } finally {
        following = false;
        catchingUp = false;
      }
    });
    const tell = () => {
      if (!following) channel.send({ type: 'position', position: positionOf(deck) });
      if (!catchingUp) onMove?.();
    };
    MOVES.forEach((move) => deck.on(move, tell));
    if (greet) channel.send({ type: 'hello' });
    return () => {
      MOVES.forEach((move) => deck.off(move, tell));
      channel.close();
    };
  }, [deckId, deck, greet, onMove]);
}
