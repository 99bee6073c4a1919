import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { Link } from '@tanstack/react-router';

interface SessionExpiredDialogProps {
  open: boolean;
  /** A check is under way. */
  retrying: boolean;
  onIgnore: () => void;
  onRetry: () => void;
}

/** The 'Session expired' popup (spec/001 §2): Ignore, Retry, and a sign-in link that opens another tab. */
export function SessionExpiredDialog({ open, retrying, onIgnore, onRetry }: SessionExpiredDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // A click on the backdrop lands on the dialog itself; its content is wrapped.
  const ignoreOutsideClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onIgnore();
  };

  return (
    <dialog
      ref={dialog}
      className="dialog dialog--session"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onIgnore();
      }}
      onClick={ignoreOutsideClick}
    >
      <div className="dialog__body">
        <h2 id={titleId} className="dialog__title">
          Session expired
        </h2>
        <p id={textId} className="dialog__text">
          You are no longer signed in, so your changes can't be saved. Sign in again in another tab, then come back
          here: this page carries on where you left off.
        </p>
        <p className="dialog__text">
          <Link to="/users/sign_in" target="_blank" rel="noopener">
            Sign in (opens a new tab)
          </Link>
        </p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onIgnore}>
            Ignore
          </button>
          <button type="button" className="button button--primary" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying…' : 'Retry'}
          </button>
        </div>
      </div>
    </dialog>
  );
}
