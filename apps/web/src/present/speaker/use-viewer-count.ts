import { useEffect, useState } from 'react';
import { openPresenterChannel } from './presenter-channel';

/** How many follow a live presentation of the deck, as its live presenter tells; null when not live. */
export function useViewerCount(deckId: string): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const channel = openPresenterChannel(deckId, (message) => {
      if (message.type === 'subscribers') setCount(message.count);
    });
    return () => channel.close();
  }, [deckId]);
  return count;
}

/** "1 viewer", "12 viewers". */
export const viewersText = (count: number) => `${count} ${count === 1 ? 'viewer' : 'viewers'}`;
