import { useEffect, useId, useRef, type ReactNode } from 'react';
import './deck-settings.css';

/**
 * A modal prompt of the editor: Escape and a click outside ask to close it (spec/001 §2);
 * `onDismiss` decides whether it does.
 */
export function PromptDialog({
  title,
  className,
  onDismiss,
  children,
}: {
  title: string;
  className: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

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
      className={`dialog prompt-dialog ${className}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      onClick={(event) => event.target === event.currentTarget && onDismiss()}
    >
      <div className="prompt-dialog__body">
        <h2 id={titleId} className="dialog__title prompt-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
