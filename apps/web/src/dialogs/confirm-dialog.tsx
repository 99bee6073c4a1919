import { useCallback, useId, useState, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

export interface ConfirmRequest {
  title: string;
  text: string;
  confirmLabel: string;
  /** A confirmation that destroys something shows its button as a warning. */
  destructive?: boolean;
}

interface PendingConfirm extends ConfirmRequest {
  resolve: (confirmed: boolean) => void;
}

/**
 * A confirmation popup (spec/000 §8 "Confirmations"): `confirm(request)` opens it and answers
 * whether the person confirmed. Escape, a click outside and Cancel answer no. The focus starts
 * on Cancel and returns where it was.
 */
export function useConfirm(): { confirm: (request: ConfirmRequest) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const confirm = useCallback(
    (request: ConfirmRequest) => new Promise<boolean>((resolve) => setPending({ ...request, resolve })),
    [],
  );
  const answer = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
  };
  return { confirm, dialog: pending && <ConfirmDialog request={pending} onAnswer={answer} /> };
}

function ConfirmDialog({ request, onAnswer }: { request: ConfirmRequest; onAnswer: (confirmed: boolean) => void }) {
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
