import { useId } from 'react';
import type { ConfirmRequest } from './confirm-dialog';
import { ModalDialog } from './modal-dialog';

export default function ConfirmDialog({
  request,
  onAnswer,
}: {
  request: ConfirmRequest;
  onAnswer: (confirmed: boolean) => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog className="dialog" labelledBy={titleId} describedBy={textId} onDismiss={() => onAnswer(false)}>
      <div className="dialog__body">
        <h2 id={titleId} className="dialog__title">
          {request.title}
        </h2>
        <p id={textId} className="dialog__text">
          {request.text}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button" autoFocus onClick={() => onAnswer(false)}>
            Cancel
          </button>
          <button
            type="button"
            className={`button ${request.destructive ? 'button--danger' : 'button--primary'}`}
            onClick={() => onAnswer(true)}
          >
            {request.confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
