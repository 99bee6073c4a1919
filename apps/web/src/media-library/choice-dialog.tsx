import { useEffect, useId, useRef } from 'react';

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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="dialog media-choice"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <div className="dialog__body">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <p id={textId} className="dialog__text">
          {text}
        </p>
        <div className="dialog__actions media-choice__actions">
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
        </div>
      </div>
    </dialog>
  );
}
