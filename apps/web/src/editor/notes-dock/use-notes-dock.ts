import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from '../../notifications/notification-context';
import { useCurrentUser } from '../../session/session-context';

/** spec/000 §8. */
const SAVE_FAILED = 'An error occured while saving';
const TOUCH = '(pointer: coarse)';
const subscribeToPointer = (listener: () => void) => {
  const query = window.matchMedia(TOUCH);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};
const touchEditor = () => window.matchMedia(TOUCH).matches;

/**
 * Whether the speaker notes are docked under the slide (the user's `editor_fixed_notes`), and
 * the switch for it; touch editors do not get the dock (spec/001 §6).
 */
export function useNotesDock(): { available: boolean; docked: boolean; toggle: () => void } {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const notify = useNotify();
  const touch = useSyncExternalStore(subscribeToPointer, touchEditor);
  const available = !touch && user !== null;
  const docked = available && user.settings.editor_fixed_notes;
  return {
    available,
    docked,
    // The settings call is fetched with the first switch: the editor's first screen does not run it.
    toggle: () =>
      void import('../../api/user-settings')
        .then(({ saveUserSetting }) => saveUserSetting(queryClient, 'editor_fixed_notes', !docked))
        .catch(() => notify({ type: 'negative', message: SAVE_FAILED })),
  };
}
