import { MessageDialog } from './message-dialog';

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
  className = 'dialog',
  actionsClassName,
}: {
  title: string;
  text: string;
  choices: readonly Choice<Value>[];
  onChoose: (choice: Value | 'cancel') => void;
  className?: string;
  actionsClassName?: string;
}) {
  return (
    <MessageDialog
      className={className}
      role="alertdialog"
      title={title}
      text={text}
      onDismiss={() => onChoose('cancel')}
      actionsClassName={actionsClassName}
    >
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
    </MessageDialog>
  );
}
