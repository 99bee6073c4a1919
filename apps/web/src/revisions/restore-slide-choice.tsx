import { useId } from 'react';
import { ModalDialog } from '../dialogs/modal-dialog';

export type RestoreChoice = 'cancel' | 'add' | 'replace';

/** The slide to restore still exists (spec/001 §4): Cancel, add it as a new slide, or replace it. */
export function RestoreSlideChoice({ onChoose }: { onChoose: (choice: RestoreChoice) => void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog
      className="dialog"
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      onDismiss={() => onChoose('cancel')}
    >
      <h2 id={titleId} className="dialog__title">
        Restore slide
      </h2>
      <p id={textId} className="dialog__text">
        This slide is still in the deck. Add the older version as a new slide, or replace the slide with it?
      </p>
      <div className="dialog__actions">
        <button type="button" className="button" autoFocus onClick={() => onChoose('cancel')}>
          Cancel
        </button>
        <button type="button" className="button" onClick={() => onChoose('add')}>
          Add as new slide
        </button>
        <button type="button" className="button button--primary" onClick={() => onChoose('replace')}>
          Replace
        </button>
      </div>
    </ModalDialog>
  );
}
