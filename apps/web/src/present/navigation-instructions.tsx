import { useEffect, useState } from 'react';
import type { RevealApi } from 'reveal.js';
import { localFlag } from '../app/local-flag';
import { NAVIGATION_INSTRUCTIONS_DELAY_MS, VERTICAL_INSTRUCTIONS_DELAY_MS } from './constants';
import './navigation-instructions.css';

const SEEN = {
  horizontal: localFlag('lectern.navigation-instructions'),
  vertical: localFlag('lectern.vertical-instructions'),
} as const;
type Kind = keyof typeof SEEN;

const MESSAGES: Record<Kind, string> = {
  horizontal: 'Use the arrow keys or the arrows at the bottom right to move through the slides.',
  vertical: 'This slide has more below: press the down arrow to see it.',
};

/**
 * How to move through a deck, for a signed-out visitor on a desktop when the deck has more than
 * one slide (spec/001 §6): after 6 s, and for a vertical stack 1 s after reaching it. Each is
 * shown once, remembered in local storage, and goes away on the next move.
 */
export function NavigationInstructions({ deck }: { deck: RevealApi }) {
  const [shown, setShown] = useState<Kind | null>(null);

  useEffect(() => {
    if (deck.getTotalSlides() < 2 || !window.matchMedia('(pointer: fine)').matches) return;
    const timers: number[] = [];
    const show = (kind: Kind, delay: number) => {
      if (SEEN[kind].isSet()) return;
      timers.push(
        window.setTimeout(() => {
          SEEN[kind].set();
          setShown(kind);
        }, delay),
      );
    };
    const onMove = () => {
      setShown(null);
      if (deck.availableRoutes().down) show('vertical', VERTICAL_INSTRUCTIONS_DELAY_MS);
    };
    show('horizontal', NAVIGATION_INSTRUCTIONS_DELAY_MS);
    deck.on('slidechanged', onMove);
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      deck.off('slidechanged', onMove);
    };
  }, [deck]);

  if (!shown) return null;
  return (
    <p className="navigation-instructions" role="status">
      {MESSAGES[shown]}
    </p>
  );
}
