import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { CurrentUser } from '@lectern/contracts';
import { planPrivileges } from '@lectern/domain';
import { fetchDeck, saveDeck } from '../api/decks';
import type { EditorCollaborationProps } from '../editor';
import { useNotify } from '../notifications/notification-context';
import { heldPlanOf } from '../session/team-manager';
import { CollaborationButton } from './collaboration-button';
import { CollaborationPanel } from './collaboration-panel';
import { HandoverPrompts } from './handover-prompts';
import { collaborationTexts as texts } from './texts';
import { REDIRECT_AFTER_MS } from './timings';
import { PresenceMarkers } from './together/presence-markers';
import { TogetherStatus } from './together/together-status';
import { useEditTogether } from './together/use-edit-together';
import { useCollaboration } from './use-collaboration';

/** The editor of a collaborative deck: connected, with the panel and the handover prompts. */
export default function CollaborativeEditor({
  deck,
  me,
  slot,
  slide,
  slideLabel,
  saveNow,
  stopSaving,
  store,
  open,
  setOpen,
}: EditorCollaborationProps & { me: CurrentUser; open: boolean; setOpen: (open: boolean) => void }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // The mode this editor opened in; switching it opens the editor again.
  const together = deck.edit_together;
  const collaboration = useCollaboration({
    deck,
    me,
    slideId: slide.id,
    onBecameEditor: () => undefined,
    beforeHandingOver: async () => void (await saveNow()),
    onLeaving: stopSaving,
  });
  const { stream, handover, comments } = collaboration;
  const { synced, others } = useEditTogether(together, store, stream.together, me);
  // Edited together, the deck is kept in its shared document: the editor does not save it.
  useEffect(() => {
    if (together) stopSaving();
  }, [together, stopSaving]);

  // Switched to the other mode: this editor opens again in it, with what it had saved.
  const reopen = useRef(async () => {
    if (!together) await saveNow();
    window.location.reload();
  });
  useEffect(
    () =>
      stream.subscribe((message) => {
        if (message.type !== 'collaboration:deck-settings-changed') return;
        void fetchDeck(deck.user.username, deck.id).then((changed) => {
          if (changed.edit_together !== together) void reopen.current();
        });
      }),
    [stream, deck.user.username, deck.id, together],
  );
  const canSwitch = me.id === deck.user.id && planPrivileges.editTogether.includes(heldPlanOf(me));
  const switchMode = async (on: boolean) => {
    if (!together) await saveNow();
    await saveDeck(queryClient, deck.id, { edit_together: on });
    await reopen.current();
  };

  // Someone else holds the seat now: this editor saves no more and goes to the review page.
  // Edited together, there is no seat.
  const leaving = useRef(false);
  useEffect(
    () =>
      stream.subscribe((message) => {
        if (together || message.type !== 'collaboration:editor-changed') return;
        if (message.user_id === me.id || leaving.current) return;
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
    [stream, me.id, stopSaving, notify, navigate, deck.user.username, deck.id, together],
  );

  // An idle editor is told that others may take over.
  useEffect(() => {
    if (stream.idle) notify({ message: 'You have been idle: others may start editing this deck.', type: 'neutral' });
  }, [stream.idle, notify]);

  return (
    <>
      {slot &&
        createPortal(
          <>
            {together && <TogetherStatus state={stream.state} synced={synced} />}
            <CollaborationButton
              deck={deck}
              open={open}
              unread={comments.unread}
              onToggle={() => setOpen(!open)}
              saveFirst={saveNow}
              onEnabled={() => undefined}
            />
          </>,
          slot,
        )}
      {open && (
        <CollaborationPanel
          collaboration={collaboration}
          slide={slide}
          slideLabel={slideLabel}
          onClose={() => setOpen(false)}
          editTogether={canSwitch ? { on: together, change: switchMode } : undefined}
        />
      )}
      {together && <PresenceMarkers others={others} store={store} />}
      <HandoverPrompts
        requests={handover.requests}
        onApprove={(userId) => void handover.approve(userId)}
        onDeny={(userId) => void handover.deny(userId)}
      />
    </>
  );
}
