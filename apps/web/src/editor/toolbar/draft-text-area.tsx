import { useEffect, useRef, useState } from 'react';
import { useEditorApi } from '../editor-context';

/**
 * A text area for a block's source (code, LaTeX): what is typed reaches the block as a draft at
 * once, so the canvas shows it, and leaving the field records the whole edit as one undo entry.
 */
export function DraftTextArea({
  label,
  blockId,
  field,
  value,
  rows,
  className,
  describedBy,
}: {
  label: string;
  blockId: string;
  field: 'code' | 'latex';
  value: string;
  rows: number;
  className?: string;
  describedBy?: string;
}) {
  const { run } = useEditorApi();
  const [draft, setDraft] = useState<string | null>(null);
  const latest = useRef({ draft, value });
  latest.current = { draft, value };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    void run('updateBlock', { id: blockId, change: { [field]: draft } });
  };
  // An edit still open when the block is deselected is kept.
  useEffect(
    () => () => {
      const { draft: open } = latest.current;
      if (open !== null) void run('updateBlock', { id: blockId, change: { [field]: open } });
    },
    [run, blockId, field],
  );
  return (
    <label className="editor-field editor-field--wide">
      <span className="editor-field__label">{label}</span>
      <textarea
        className={`editor-field__input editor-field__textarea ${className ?? ''}`}
        value={draft ?? value}
        rows={rows}
        spellCheck={false}
        aria-describedby={describedBy}
        onChange={(event) => {
          setDraft(event.target.value);
          void run('typeText', { id: blockId, change: { [field]: event.target.value } });
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          // Keys typed here stay here (Delete, arrows, Ctrl+Z…); Escape leaves the field.
          event.stopPropagation();
          if (event.key === 'Escape') event.currentTarget.blur();
        }}
      />
    </label>
  );
}
