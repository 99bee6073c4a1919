import { useEffect, useState } from 'react';
import type { EditorStore } from '../../editor';
import type { Presence } from './presence';
import type { TogetherChannel } from './together-channel';

const NOBODY: Presence[] = [];

/**
 * Loads the shared document's binding (yjs with it) only for a deck edited together, and runs it;
 * answers whether the page holds the shared document yet, and where the others editing it are.
 */
export function useEditTogether(
  on: boolean,
  store: EditorStore,
  channel: TogetherChannel,
  me: { id: string; username: string },
): { synced: boolean; others: Presence[] } {
  const [synced, setSynced] = useState(false);
  const [others, setOthers] = useState(NOBODY);
  const { id, username } = me;
  useEffect(() => {
    if (!on) return;
    let stop: (() => void) | null = null;
    let gone = false;
    void import('./deck-together').then(({ editTogether }) => {
      if (gone) return;
      stop = editTogether(store, channel, {
        me: { id, username },
        onSynced: () => setSynced(true),
        onOthers: setOthers,
      });
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [on, store, channel, id, username]);
  return { synced, others };
}
