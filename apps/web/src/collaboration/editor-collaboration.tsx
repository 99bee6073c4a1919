import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from '@tanstack/react-router';
import type { CurrentUser, Deck } from '@lectern/contracts';
import { useNotify } from '../notifications/notification-context';
import { useCurrentUser } from '../session/session-context';
import { CollaborationButton } from './collaboration-button';
import { CollaborationPanel, type ShownSlide } from './collaboration-panel';
import { HandoverPrompts } from './handover-prompts';
import { collaborationTexts as texts } from './texts';
import { REDIRECT_AFTER_MS } from './timings';
import { useCollaboration } from './use-collaboration';

export interface EditorCollaborationProps {
  deck: Deck;
  /** Where the toolbar keeps the collaboration menu's button. */
  slot: HTMLElement | null;
  slide: ShownSlide;
  slideLabel: (slideId: string | null) => string | null;
  /** Saves what the editor has (before enabling, and before letting someone else edit). */
  saveNow: () => Promise<unknown>;
  /** The editor stops saving: someone else edits now. */
  stopSaving: () => void;
  onDeckChange: (deck: Deck) => void;
}

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

function CollaborativeEditor({
  deck,
  me,
  slot,
  slide,
  slideLabel,
  saveNow,
  stopSaving,
  open,
  setOpen,
}: EditorCollaborationProps & { me: CurrentUser; open: boolean; setOpen: (open: boolean) => void }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const collaboration = useCollaboration({
    deck,
    me,
    slideId: slide.id,
    onBecameEditor: () => undefined,
    beforeHandingOver: async () => void (await saveNow()),
    onLeaving: stopSaving,
  });
  const { stream, handover, comments } = collaboration;

  // Someone else holds the seat now: this editor saves no more and goes to the review page.
  const leaving = useRef(false);
  useEffect(
    () =>
      stream.subscribe((message) => {
        if (message.type !== 'collaboration:editor-changed' || message.user_id === me.id || leaving.current) return;
        leaving.current = true;
        stopSaving();
        notify({ message: texts.someoneElseEditing, type: 'neutral', duration: REDIRECT_AFTER_MS });
        window.setTimeout(
          () =>
            void navigate({
              to: '/$username/$slugOrId/review',
              // By id: the review page moves to the deck's current address, renamed meanwhile or not.
              params: { username: deck.user.username, slugOrId: deck.id },
              replace: true,
            }),
          REDIRECT_AFTER_MS,
        );
      }),
    [stream, me.id, stopSaving, notify, navigate, deck.user.username, deck.id],
  );

  // An idle editor is told that others may take over.
  useEffect(() => {
    if (stream.idle) notify({ message: 'You have been idle: others may start editing this deck.', type: 'neutral' });
  }, [stream.idle, notify]);

  return (
    <>
      {slot &&
        createPortal(
          <CollaborationButton
            deck={deck}
            open={open}
            unread={comments.unread}
            onToggle={() => setOpen(!open)}
            saveFirst={saveNow}
            onEnabled={() => undefined}
          />,
          slot,
        )}
      {open && (
        <CollaborationPanel
          collaboration={collaboration}
          slide={slide}
          slideLabel={slideLabel}
          onClose={() => setOpen(false)}
        />
      )}
      <HandoverPrompts
        requests={handover.requests}
        onApprove={(userId) => void handover.approve(userId)}
        onDeny={(userId) => void handover.deny(userId)}
      />
    </>
  );
}
