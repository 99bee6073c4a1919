import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Editor } from '@tiptap/react';
import { parseLinkAddress } from './link-address';
import './link-popover.css';

/**
 * The Link button of the text toolbar and the popover under it: the address of the link at the
 * selection, applied on Enter, removed, or left alone on Escape, which hands the focus back to the text.
 */
export function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const popoverId = useId();
  const close = () => {
    setOpen(false);
    editor.commands.focus();
  };
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('pointerdown', outside);
    return () => window.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <div ref={root} className="editor-menu-button">
      <button
        type="button"
        className="editor-tool editor-tool--text"
        aria-label="Link"
        aria-pressed={active}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        // Keeps the text selection: the button never takes the focus from the text.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => (open ? close() : setOpen(true))}
      >
        Link
      </button>
      {open && <LinkPopover id={popoverId} editor={editor} active={active} onClose={close} />}
    </div>
  );
}

function LinkPopover({
  id,
  editor,
  active,
  onClose,
}: {
  id: string;
  editor: Editor;
  active: boolean;
  onClose: () => void;
}) {
  const [address, setAddress] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [problem, setProblem] = useState('');
  const problemId = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLinkAddress(address);
    if (!parsed.ok) return setProblem(parsed.message);
    editor.chain().focus().extendMarkRange('link').setLink({ href: parsed.href }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  return (
    <form
      id={id}
      role="dialog"
      aria-label="Link"
      className="editor-menu editor-link-popover"
      noValidate
      onSubmit={apply}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
    >
      <label className="editor-link-popover__label">
        <span className="visually-hidden">Link address</span>
        <input
          className="field__input editor-link-popover__input"
          type="text"
          inputMode="url"
          placeholder="https://"
          autoFocus
          value={address}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problemId}
          onChange={(event) => {
            setAddress(event.target.value);
            setProblem('');
          }}
        />
      </label>
      <p id={problemId} className="field__problem" role="alert">
        {problem}
      </p>
      <div className="editor-link-popover__actions">
        {active && (
          <button type="button" className="button button--small" onClick={remove}>
            Remove link
          </button>
        )}
        <button type="button" className="button button--small" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button button--small button--primary">
          Apply
        </button>
      </div>
    </form>
  );
}
