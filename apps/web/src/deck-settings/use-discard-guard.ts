import { useConfirm } from '../dialogs/confirm-dialog';
import { settingsTexts } from './texts';

/**
 * Closing a prompt that holds unsaved changes first asks 'Discard unsaved changes?'
 * (Cancel / Discard); `confirmDialog` must be rendered for the question to show.
 */
export function useDiscardGuard(dirty: boolean, onClose: () => void) {
  const { confirm, dialog } = useConfirm();
  const requestClose = async () => {
    if (dirty) {
      const discard = await confirm({
        title: settingsTexts.discardTitle,
        text: settingsTexts.discardText,
        confirmLabel: settingsTexts.discard,
        destructive: true,
      });
      if (!discard) return;
    }
    onClose();
  };
  return { requestClose, confirmDialog: dialog };
}
