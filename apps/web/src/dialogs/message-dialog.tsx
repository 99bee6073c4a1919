import { useId, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

/** A small modal: a title, a sentence and the buttons that answer it (`children`). */
export function MessageDialog({
  className,
  role,
  title,
  text,
  onDismiss,
  actionsClassName,
  children,
}: {
  className: string;
  role?: 'alertdialog';
  title: string;
  text: string;
  /** Escape or a click outside. */
  onDismiss: () => void;
  actionsClassName?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog className={className} role={role} labelledBy={titleId} describedBy={textId} onDismiss={onDismiss}>
      <div className="dialog__body">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <p id={textId} className="dialog__text">
          {text}
        </p>
        <div className={actionsClassName ? `dialog__actions ${actionsClassName}` : 'dialog__actions'}>{children}</div>
      </div>
    </ModalDialog>
  );
}
