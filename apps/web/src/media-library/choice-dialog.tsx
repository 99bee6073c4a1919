import { MessageDialog } from '../dialogs/message-dialog';

export interface Choice {
  label: string;
  danger?: boolean;
  onChoose: () => void;
}

/** A small modal question over the library: Cancel (or Escape) and the given choices. */
export function ChoiceDialog({
  title,
  text,
  choices,
  onCancel,
}: {
  title: string;
  text: string;
  choices: readonly Choice[];
  onCancel: () => void;
}) {
  return (
    <MessageDialog
      className="dialog media-choice"
      role="alertdialog"
      title={title}
      text={text}
      onDismiss={onCancel}
      actionsClassName="media-choice__actions"
    >
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
      {choices.map((choice) => (
        <button
          key={choice.label}
          type="button"
          className={choice.danger ? 'button media-button--danger' : 'button button--primary'}
          onClick={choice.onChoose}
        >
          {choice.label}
        </button>
      ))}
    </MessageDialog>
  );
}
