import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { forgetDeckData } from '../api/deck-data-query';
import { deckQueryKey } from '../api/deck-query';
import { restoreRevision } from '../api/decks-api';
import type { Deck, Revision } from '../api/deck-types';
import { revisionsQueryKey } from '../api/revisions-query';
import type { ConfirmRequest } from '../dialogs/confirm-dialog';
import { genericErrorMessage } from '../errors/generic-error';
import { useNotify } from '../notifications/notification-context';

/**
 * Reverts the deck to a revision after the spec's "revert to version" confirmation: the server
 * saves that content as a new version, so nothing is lost. The deck and its history show the result.
 */
export function useRestore(deck: Deck, username: string, confirm: (request: ConfirmRequest) => Promise<boolean>) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const restore = async (revision: Revision) => {
    const confirmed = await confirm({
      title: `Revert to version ${revision.version}?`,
      text: `The deck's content becomes that of version ${revision.version}, saved as a new version. The current content stays in the history, so you can come back to it.`,
      confirmLabel: 'Revert to this version',
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const restored = await restoreRevision(deck.id, revision.id);
      queryClient.setQueryData(deckQueryKey(username, deck.slug), restored);
      // The deck page opened next shows the restored content, not a copy fetched before.
      await forgetDeckData(queryClient, deck.id);
      await queryClient.invalidateQueries({ queryKey: revisionsQueryKey(deck.id), exact: true });
      notify({ type: 'positive', message: `Reverted to version ${revision.version}` });
    } catch (error) {
      notify({ type: 'negative', message: genericErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return { restore, busy };
}
