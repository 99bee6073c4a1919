import { useId, useState } from 'react';
import { ModalDialog } from '../dialogs/modal-dialog';
import { teamTexts } from './team-texts';

/** The confirmation before a deactivated member is removed for good; it asks whether their decks stay. */
export function DeleteMemberDialog({
  username,
  onAnswer,
}: {
  username: string;
  onAnswer: (answer: { absorbDecks: boolean } | null) => void;
}) {
  const titleId = useId();
  const textId = useId();
  const keepId = useId();
  const [absorbDecks, setAbsorbDecks] = useState(true);
  return (
    <ModalDialog
      className="dialog"
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      onDismiss={() => onAnswer(null)}
    >
      <div className="dialog__body">
        <h2 id={titleId} className="dialog__title">
          {teamTexts.deleteTitle}
        </h2>
        <p id={textId} className="dialog__text">
          {teamTexts.deleteText(username)}
        </p>
        <div className="checkbox">
          <input
            id={keepId}
            type="checkbox"
            checked={absorbDecks}
            onChange={(event) => setAbsorbDecks(event.target.checked)}
          />
          <label htmlFor={keepId}>{teamTexts.keepDecks}</label>
        </div>
        <div className="dialog__actions">
          <button type="button" className="button" autoFocus onClick={() => onAnswer(null)}>
            Cancel
          </button>
          <button type="button" className="button button--danger" onClick={() => onAnswer({ absorbDecks })}>
            {teamTexts.remove}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
