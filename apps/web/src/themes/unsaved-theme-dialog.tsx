import { useId } from 'react';
import { ModalDialog } from '../dialogs/modal-dialog';
import { themeTexts } from './theme-texts';

export type UnsavedAnswer = 'cancel' | 'discard' | 'save';

/** Closing the theme editor with unsaved changes asks Cancel, Discard or Save (spec/002 §4, §8). */
export function UnsavedThemeDialog({ onAnswer }: { onAnswer: (answer: UnsavedAnswer) => void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog
      className="dialog"
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      onDismiss={() => onAnswer('cancel')}
    >
      <div className="dialog__body">
        <h2 id={titleId} className="dialog__title">
          {themeTexts.unsavedTitle}
        </h2>
        <p id={textId} className="dialog__text">
          {themeTexts.unsavedText}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button" autoFocus onClick={() => onAnswer('cancel')}>
            Cancel
          </button>
          <button type="button" className="button button--danger" onClick={() => onAnswer('discard')}>
            {themeTexts.discard}
          </button>
          <button type="button" className="button button--primary" onClick={() => onAnswer('save')}>
            {themeTexts.save}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
