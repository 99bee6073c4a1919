import { useEffect, useId, useRef } from 'react';

/**
 * 'Newer version available' (spec/001 §2), 500 wide: the deck was saved elsewhere after this page
 * loaded it, so this page's save was refused rather than overwrite that work. Reload shows the
 * newer version; Ignore keeps this page as it is, without saving.
 */
export function NewerVersionDialog({ onIgnore, onReload }: { onIgnore: () => void; onReload: () => void }) {
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
      className="dialog editor-newer-version"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onIgnore();
      }}
    >
      <div className="dialog__body">
        <h2 id={titleId} className="dialog__title">
          Newer version available
        </h2>
        <p id={textId} className="dialog__text">
          This deck was saved somewhere else since you opened it. Reload to continue from the newer version; your
          changes on this page were not saved.
        </p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onIgnore}>
            Ignore
          </button>
          <button type="button" className="button button--primary" autoFocus onClick={onReload}>
            Reload
          </button>
        </div>
      </div>
    </dialog>
  );
}
