import { useId } from 'react';
import { ModalDialog } from './modal-dialog';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  kind?: 'primary' | 'danger';
}

/**
 * A question with more answers than yes and no: Cancel first (where the focus starts, and what
 * Escape or a click outside answer), then the choices in order.
 */
export function ChoiceDialog<Value extends string>({
  title,
  text,
  choices,
  onChoose,
}: {
  title: string;
  text: string;
  choices: readonly Choice<Value>[];
  onChoose: (choice: Value | 'cancel') => void;
}) {
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
      <div className="dialog__body">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <p id={textId} className="dialog__text">
          {text}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button" autoFocus onClick={() => onChoose('cancel')}>
            Cancel
          </button>
          {choices.map((choice) => (
            <button
              key={choice.value}
              type="button"
              className={`button${choice.kind ? ` button--${choice.kind}` : ''}`}
              onClick={() => onChoose(choice.value)}
            >
              {choice.label}
            </button>
          ))}
        </div>
      </div>
    </ModalDialog>
  );
}
