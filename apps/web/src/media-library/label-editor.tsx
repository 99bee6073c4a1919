import { useId, useRef, useState } from 'react';
import { MEDIA_LABEL_MAX_LENGTH } from '@lectern/domain';

/**
 * Renames an item in place (spec/001 §5): Enter or leaving the field saves, Escape cancels, and a
 * refused label ('Label can't be empty') keeps the field open with the problem under it.
 */
export function LabelEditor({
  label,
  onSave,
  onDone,
}: {
  label: string;
  /** Answers the problem to show, or null once saved. */
  onSave: (label: string) => Promise<string | null>;
  onDone: () => void;
}) {
  const [value, setValue] = useState(label);
  const [problem, setProblem] = useState<string | null>(null);
  /** Saving, or closed: leaving the field then saves nothing more. */
  const busy = useRef(false);
  const problemId = useId();

  const save = async () => {
    if (busy.current) return;
    busy.current = true;
    const found = await onSave(value);
    busy.current = false;
    if (found) setProblem(found);
    else onDone();
  };

  return (
    <div className="label-editor">
      <input
        className="label-editor__input"
        aria-label="Label"
        value={value}
        maxLength={MEDIA_LABEL_MAX_LENGTH}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          } else if (event.key === 'Escape') {
            // Closes the field, not the library.
            event.preventDefault();
            event.stopPropagation();
            busy.current = true;
            onDone();
          }
        }}
        onBlur={() => void save()}
      />
      {problem && (
        <p id={problemId} className="label-editor__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
