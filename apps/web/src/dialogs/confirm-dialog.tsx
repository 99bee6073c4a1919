import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const previousFocus = document.activeElement as HTMLElement | null;
    element.showModal();
    return () => {
      element.close();
      previousFocus?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
      onClick={(event) => event.target === event.currentTarget && onAnswer(false)}
    >
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
    </dialog>
  );
}
