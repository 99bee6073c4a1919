import { lazy, useState } from 'react';
import { createPortal } from 'react-dom';
import { useCurrentUser } from '../session/session-context';
import { CollaborationButton } from './collaboration-button';
import type { EditorCollaborationProps } from '../editor';

// The connection, the panel and the handover prompts load only for a collaborative deck.
const CollaborativeEditor = lazy(() => import('./collaborative-editor'));

/**
 * The editor's part of collaboration: the menu button in the toolbar (enable, or show the panel
 * with the unread count), the panel, the requests to edit that only the editor sees, and what
 * happens when someone else starts editing (saving stops, then the review page after 5 s).
 */
export default function EditorCollaboration(props: EditorCollaborationProps) {
  const me = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!props.deck.collaborative || !me) {
    return props.slot
      ? createPortal(
          <CollaborationButton
            deck={props.deck}
            open={false}
            unread={0}
            onToggle={() => undefined}
            saveFirst={props.saveNow}
            onEnabled={(deck) => {
              props.onDeckChange(deck);
              setOpen(true);
            }}
          />,
          props.slot,
        )
      : null;
  }
  return <CollaborativeEditor {...props} me={me} open={open} setOpen={setOpen} />;
}
