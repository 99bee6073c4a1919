import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Deck } from '@lectern/contracts';
import { makeCollaborative } from '../api/collaboration';
import { useNotify } from '../notifications/notification-context';
import { collaborationTexts as texts } from './texts';

/**
 * The collaboration menu's buttons (spec/001 §2, §4): on a deck that is not collaborative, its
 * administrators enable it (the deck is saved first, then made collaborative, then the spinner
 * stops); on a collaborative one, the panel is shown or hidden, with the unread comments counted.
 */
export function CollaborationButton({
  deck,
  open,
  unread,
  onToggle,
  saveFirst,
  onEnabled,
}: {
  deck: Deck;
  open: boolean;
  unread: number;
  onToggle: () => void;
  saveFirst: () => Promise<unknown>;
  onEnabled: (deck: Deck) => void;
}) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [enabling, setEnabling] = useState(false);
  if (!deck.collaborative) {
    if (!deck.can_administer) return null;
    return (
      <button
        type="button"
        className="button button--small collab-toggle"
        disabled={enabling}
        aria-busy={enabling || undefined}
        onClick={() => {
          setEnabling(true);
          void saveFirst()
            .then(() => makeCollaborative(queryClient, deck.id))
            .then(onEnabled, () => notify({ message: texts.enableFailed, type: 'negative' }))
            .finally(() => setEnabling(false));
        }}
      >
        {enabling && <span className="collab-spinner" aria-hidden="true" />}
        Collaborate
      </button>
    );
  }
  return (
    <button type="button" className="button button--small collab-toggle" aria-expanded={open} onClick={onToggle}>
      Comments
      {unread > 0 && (
        <span className="collab-unread">
          {unread}
          <span className="visually-hidden"> unread</span>
        </span>
      )}
    </button>
  );
}
