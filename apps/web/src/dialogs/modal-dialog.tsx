import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A `<dialog>` shown as a modal while it is mounted: Escape and a click outside call `onDismiss`
 * (which decides whether it closes), and the focus returns where it was once it is gone.
 */
export function ModalDialog({
  className,
  role,
  labelledBy,
  describedBy,
  onDismiss,
  children,
}: {
  className: string;
  /** 'alertdialog' for a question that interrupts the work. */
  role?: 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

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
      className={className}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      // A click on the backdrop lands on the dialog itself; its content is wrapped.
      onClick={(event) => event.target === event.currentTarget && onDismiss()}
    >
      {children}
    </dialog>
  );
}
