import { useConfirm } from './confirm-dialog';

const texts = {
  title: 'Discard unsaved changes?',
  text: 'What you changed here has not been saved.',
  discard: 'Discard',
} as const;

/**
 * Closing a prompt that holds unsaved changes first asks 'Discard unsaved changes?'
 * (Cancel / Discard); `confirmDialog` must be rendered for the question to show.
 */
export function useDiscardGuard(dirty: boolean, onClose: () => void) {
  const { confirm, dialog } = useConfirm();
  const requestClose = async () => {
    if (dirty) {
      const discard = await confirm({
        title: texts.title,
        text: texts.text,
        confirmLabel: texts.discard,
        destructive: true,
      });
      if (!discard) return;
    }
    onClose();
  };
  return { requestClose, confirmDialog: dialog };
}
