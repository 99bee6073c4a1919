import { useId, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';
import './prompt-dialog.css';

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
  const titleId = useId();
  return (
    <ModalDialog className={`dialog prompt-dialog ${className}`} labelledBy={titleId} onDismiss={onDismiss}>
      <div className="prompt-dialog__body">
        <h2 id={titleId} className="dialog__title prompt-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </ModalDialog>
  );
}
