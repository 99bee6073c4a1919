import { useId, type ReactNode } from 'react';
import { ModalDialog } from '../dialogs/modal-dialog';

/** The frame of an export or import dialog: a titled form whose submit starts the job. */
export function JobDialog({
  title,
  onStart,
  onClose,
  children,
}: {
  title: string;
  onStart: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <ModalDialog className="dialog export-dialog" labelledBy={titleId} onDismiss={onClose}>
      <form
        className="dialog__body"
        onSubmit={(event) => {
          event.preventDefault();
          onStart();
        }}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {children}
      </form>
    </ModalDialog>
  );
}

/** A running job's progress, told as it moves (a status region) and drawn as a bar. */
export function JobProgress({ text, progress, label }: { text: string; progress: number; label: string }) {
  return (
    <div className="export-dialog__progress" role="status">
      <p>{text}</p>
      <progress max={100} value={progress} aria-label={label} />
    </div>
  );
}

/** The end of a job dialog's form: why the last try failed, if it did, then leaving or starting it. */
export function JobFormEnd({
  problem,
  cancelLabel,
  submitLabel,
  canSubmit = true,
  onCancel,
}: {
  problem: string | null;
  cancelLabel: string;
  submitLabel: string;
  canSubmit?: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {problem && (
        <p className="export-dialog__error" role="alert">
          {problem}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="submit" className="button button--primary" disabled={!canSubmit}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
