import { useId } from 'react';
import { ModalDialog } from '../dialogs/modal-dialog';
import { PRESENT_SHORTCUT_HELP } from '../present';
import { shortcutList } from './actions/registry';

/** Keys that are not actions of the editor's registry but work on its screen. */
const SCREEN_KEYS = [
  { name: 'present', label: 'Present', keys: PRESENT_SHORTCUT_HELP },
  { name: 'toolbar', label: 'Move between the buttons of a toolbar', keys: '← → Home End' },
  { name: 'menu', label: 'Open the block or slide menu', keys: 'Shift+F10' },
] as const;

/** The keyboard shortcut help ('?'): every key of the registry, as the keyboard reads them. */
export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog className="dialog shortcut-help" labelledBy={titleId} onDismiss={onClose}>
      <div className="dialog__body">
        <h2 id={titleId} className="dialog__title">
          Keyboard shortcuts
        </h2>
        <table className="shortcut-help__table">
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Keys</th>
            </tr>
          </thead>
          <tbody>
            {[...shortcutList(), ...SCREEN_KEYS].map((entry) => (
              <tr key={entry.name}>
                <td>{entry.label}</td>
                <td>
                  <kbd>{entry.keys}</kbd>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="dialog__actions">
          {/* The dialog opens with the focus here, its one control; it goes back where it was on closing. */}
          <button type="button" className="button button--primary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
