import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { serialize, type Deck } from '@lectern/deck-format';
import { isNewerVersionError } from '../../api/deck-content';
import { saveDeck } from '../../api/decks';
import { editorNotificationDuration } from '../../notifications/notification-duration';
import { useNotify } from '../../notifications/notification-context';
import type { EditorSession } from '../actions/apply';
import type { EditorStore } from '../actions/editor-store';
import { readLocalSettings } from './local-settings';
import { SaveScheduler, type SaveStatus } from './save-scheduler';

export const saveMessages = { failed: 'Failed to save' } as const;

/**
 * Saves the store's deck content as the store changes and when its session asks (see
 * SaveScheduler), says 'Failed to save' when a save fails, and warns before the page is left with
 * unsaved work. `saveNow` answers the version saved, for what must wait for it (presenting, export).
 */
export function useDeckSaving(deckId: string, store: EditorStore, version: number) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [scheduler] = useState(
    () =>
      new SaveScheduler<EditorSession, Deck>({
        source: store,
        content: (session) => session.history.present.deck,
        saveRequests: (session) => session.saveRequests,
        version,
        serialize,
        save: (markup, basedOn, signal) =>
          saveDeck(queryClient, deckId, { data: markup, version: basedOn }, signal).then((deck) => deck.version),
        isConflict: isNewerVersionError,
        autosave: readLocalSettings(globalThis.localStorage).editorAutoSave,
        onStatus: setStatus,
      }),
  );

  useEffect(() => {
    scheduler.start();
    const warn = (event: BeforeUnloadEvent) => {
      scheduler.check();
      if (!scheduler.hasUnsavedWork) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      scheduler.stop();
      window.removeEventListener('beforeunload', warn);
    };
  }, [scheduler]);

  useEffect(() => {
    if (status === 'failed')
      notify({
        message: saveMessages.failed,
        type: 'negative',
        duration: editorNotificationDuration(saveMessages.failed, 'negative'),
      });
  }, [status, notify]);

  return useMemo(
    () => ({
      status,
      saveNow: () => scheduler.saveNow(),
      abandon: () => scheduler.abandon(),
    }),
    [status, scheduler],
  );
}
