import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollaborationMessage, DeckEditor, DeckUsersResponse } from '@lectern/contracts';
import { deckUsersQueryKey, deckUsersQueryOptions } from '../api/collaboration';

/** The seat after a message of the deck, or as it was. */
export function nextEditor(editor: DeckEditor, message: CollaborationMessage): DeckEditor {
  const without = (userId: string | null) => editor.pending.filter((id) => id !== userId);
  switch (message.type) {
    case 'collaboration:editor-changed':
      return { editor_id: message.user_id, pending: without(message.user_id) };
    case 'collaboration:handover-requested':
      return { ...editor, pending: [...without(message.user_id), message.user_id] };
    case 'collaboration:handover-request-canceled':
    case 'collaboration:handover-denied':
      return { ...editor, pending: without(message.user_id) };
    default:
      return editor;
  }
}

/**
 * The deck's users (GET /decks/{id}/users) kept current by its messages: the seat and its requests
 * change in place, a user added, changed or removed loads the list again.
 */
export function useDeckUsers(
  deckId: string,
  subscribe: (listener: (message: CollaborationMessage) => void) => () => void,
) {
  const queryClient = useQueryClient();
  const query = useQuery(deckUsersQueryOptions(deckId));
  useEffect(
    () =>
      subscribe((message) => {
        if (message.type.startsWith('collaboration:user-') && !message.type.startsWith('collaboration:user-typing')) {
          void queryClient.invalidateQueries({ queryKey: deckUsersQueryKey(deckId) });
          return;
        }
        queryClient.setQueryData<DeckUsersResponse>(deckUsersQueryKey(deckId), (cached) => {
          if (!cached) return cached;
          const editor = nextEditor(cached.editor, message);
          if (editor === cached.editor) return cached;
          return {
            editor,
            users: cached.users.map((user) => ({
              ...user,
              editing: user.user_id !== null && user.user_id === editor.editor_id,
            })),
          };
        });
      }),
    [deckId, queryClient, subscribe],
  );
  return query;
}
