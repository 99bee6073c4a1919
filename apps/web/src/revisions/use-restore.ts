import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { restoreRevision, type Revision } from '../api/revisions';
import type { Deck } from '@lectern/contracts';
import type { ConfirmRequest } from '../dialogs/confirm-dialog';
import { genericErrorMessage } from '../errors/generic-error';
import { useNotify } from '../notifications/notification-context';

/**
 * Reverts the deck to a revision after the spec's "revert to version" confirmation: the server
 * saves that content as a new version, so nothing is lost. The deck and its history show the result.
 */
export function useRestore(
  deck: Deck,
  confirm: (request: ConfirmRequest) => Promise<boolean>,
  /** After the revision is the deck's content again (the editor opens it anew). */
  onRestored?: () => void,
) {
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
      // The deck page opened next shows the restored content, not a copy fetched before.
      await restoreRevision(queryClient, deck.id, revision.id);
      notify({ type: 'positive', message: `Reverted to version ${revision.version}` });
      onRestored?.();
    } catch (error) {
      notify({ type: 'negative', message: genericErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return { restore, busy };
}
