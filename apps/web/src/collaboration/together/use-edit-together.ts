import { useEffect, useState } from 'react';
import type { EditorStore } from '../../editor';
import type { TogetherChannel } from './together-channel';

/**
 * Loads the shared document's binding (yjs with it) only for a deck edited together, and runs it;
 * answers whether the page holds the shared document yet.
 */
export function useEditTogether(on: boolean, store: EditorStore, channel: TogetherChannel): boolean {
  const [synced, setSynced] = useState(false);
  useEffect(() => {
    if (!on) return;
    let stop: (() => void) | null = null;
    let gone = false;
    void import('./deck-together').then(({ editTogether }) => {
      if (!gone) stop = editTogether(store, channel, () => setSynced(true));
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [on, store, channel]);
  return synced;
}
