import { useState } from 'react';
import type { Deck, DeckUser } from '@lectern/contracts';
import type { AssignableRole } from '@lectern/domain';
import { changeCollaboratorRole, removeCollaborator } from '../api/collaboration';
import { PromptDialog } from '../dialogs/prompt-dialog';
import { displayName } from './use-handover';
import { roleChoices, ROLE_LABELS } from './role-choices';
import { collaborationTexts as texts } from './texts';

/** The edit-collaborator prompt of admins and the owner: another role, or removal. */
export function EditCollaboratorDialog({
  deck,
  users,
  user,
  onDone,
  onClose,
}: {
  deck: Deck;
  users: readonly DeckUser[];
  user: DeckUser & { role: AssignableRole };
  onDone: () => void;
  onClose: () => void;
}) {
  const { roles } = roleChoices(deck, users, user.role);
  const [role, setRole] = useState<AssignableRole>(user.role);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(change: () => Promise<unknown>) {
    setBusy(true);
    setFailure('');
    try {
      await change();
      onDone();
    } catch {
      setFailure(texts.saveRoleFailed);
      setBusy(false);
    }
  }

  return (
    <PromptDialog title={displayName(user)} className="collab-edit" onDismiss={onClose}>
      <form
        className="form prompt-dialog__form"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => changeCollaboratorRole(deck.id, user.id, role));
        }}
      >
        <fieldset className="collab-roles">
          <legend className="field__label">Role</legend>
          {roles.map((choice) => (
            <label key={choice} className="checkbox">
              <input type="radio" name="role" checked={role === choice} onChange={() => setRole(choice)} />
              {ROLE_LABELS[choice]}
            </label>
          ))}
        </fieldset>
        <p className="form-message" role="alert">
          {failure}
        </p>
        <div className="dialog__actions">
          <button
            type="button"
            className="button button--danger-text collab-edit__remove"
            disabled={busy}
            onClick={() => void run(() => removeCollaborator(deck.id, user.id))}
          >
            Remove from deck
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy || role === user.role}>
            Save
          </button>
        </div>
      </form>
    </PromptDialog>
  );
}
