import { MessageDialog } from '../../dialogs/message-dialog';

/**
 * 'Newer version available' (spec/001 §2), 500 wide: the deck was saved elsewhere after this page
 * loaded it, so this page's save was refused rather than overwrite that work. Reload shows the
 * newer version; Ignore keeps this page as it is, without saving.
 */
export function NewerVersionDialog({ onIgnore, onReload }: { onIgnore: () => void; onReload: () => void }) {
  return (
    <MessageDialog
      className="dialog editor-newer-version"
      title="Newer version available"
      text="This deck was saved somewhere else since you opened it. Reload to continue from the newer version; your changes on this page were not saved."
      onDismiss={onIgnore}
    >
      <button type="button" className="button" onClick={onIgnore}>
        Ignore
      </button>
      <button type="button" className="button button--primary" autoFocus onClick={onReload}>
        Reload
      </button>
    </MessageDialog>
  );
}
