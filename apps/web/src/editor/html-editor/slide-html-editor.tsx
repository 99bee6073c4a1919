import { useState } from 'react';
import type { Slide } from '@lectern/deck-format';
import { PromptDialog } from '../../dialogs/prompt-dialog';
import { useDiscardGuard } from '../../dialogs/use-discard-guard';
import { FormMessage } from '../../forms/form-parts';
import { CodeMirrorField } from './code-mirror-field';
import { cleanedSlide, slideHtml, slideHtmlMessages } from './slide-html';
import './html-editor.css';

/**
 * Edit slide HTML (spec/001 §2): a code editor popup of 1200×750 with Cancel and Save; Cmd or
 * Ctrl+Enter saves; closing with unsaved edits asks 'Discard unsaved changes?'. What is saved is
 * the server's cleaned form of the HTML, as any save would store it.
 */
export function SlideHtmlEditor({
  deckId,
  slide,
  onSave,
  onClose,
}: {
  deckId: string;
  slide: Slide;
  onSave: (slide: Slide) => void;
  onClose: () => void;
}) {
  const [initial] = useState(() => slideHtml(slide));
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const guard = useDiscardGuard(value !== initial, onClose);

  const save = async () => {
    if (busy) return;
    if (value === initial) return onClose();
    setBusy(true);
    setMessage(undefined);
    try {
      const result = await cleanedSlide(deckId, value);
      if ('problem' in result) {
        setMessage(result.problem);
        setBusy(false);
        return;
      }
      onSave(result.slide);
      onClose();
    } catch {
      setMessage(slideHtmlMessages.failed);
      setBusy(false);
    }
  };

  return (
    <>
      <PromptDialog title="Edit HTML" className="html-editor" onDismiss={() => !busy && void guard.requestClose()}>
        <CodeMirrorField initial={initial} label="Slide HTML" onChange={setValue} onSubmit={() => void save()} />
        <FormMessage message={message} />
        <div className="dialog__actions">
          <span className="html-editor__hint">Cmd or Ctrl+Enter saves</span>
          <button type="button" className="button" disabled={busy} onClick={() => void guard.requestClose()}>
            Cancel
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void save()}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </div>
      </PromptDialog>
      {guard.confirmDialog}
    </>
  );
}
