import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNotify } from '../notifications/notification-context';

interface InlineEditProps {
  value: string;
  /** The field's name, e.g. "Deck title". */
  label: string;
  multiline?: boolean;
  maxLength?: number;
  /** What is wrong with a new value, if anything. */
  problem?: (value: string) => string | undefined;
  onSave: (value: string) => void;
  className: string;
  /** The value as shown while it is not edited. */
  children: ReactNode;
}

/**
 * A value its owner edits by clicking it (spec/000 §6). Enter saves (Ctrl or Cmd+Enter when it is
 * multiline), Escape cancels, leaving the field saves. A refused value keeps the field open with
 * its problem on Enter; on leaving it is dropped and the problem notified.
 */
export function InlineEdit({
  value,
  label,
  multiline,
  maxLength,
  problem,
  onSave,
  className,
  children,
}: InlineEditProps) {
  const notify = useNotify();
  const [draft, setDraft] = useState<string | null>(null);
  const [shownProblem, setShownProblem] = useState<string>();
  const display = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // Closing removes the field, which may blur it: a closed editor saves nothing more.
  const open = useRef(false);
  const problemId = useId();

  useEffect(() => {
    if (draft !== null || !refocus.current) return;
    refocus.current = false;
    display.current?.focus();
  }, [draft]);

  const start = () => {
    open.current = true;
    setDraft(value);
  };

  const close = (returnFocus: boolean) => {
    open.current = false;
    refocus.current = returnFocus;
    setShownProblem(undefined);
    setDraft(null);
  };

  const commit = (returnFocus: boolean) => {
    if (draft === null || !open.current) return;
    const next = multiline ? draft : draft.trim();
    const wrong = problem?.(next);
    if (wrong && returnFocus) return setShownProblem(wrong);
    if (wrong) notify({ type: 'negative', message: wrong });
    else if (next !== value) onSave(next);
    close(returnFocus);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Enter' && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      commit(true);
    }
  };

  if (draft === null) {
    return (
      <button
        ref={display}
        type="button"
        className={`inline-edit ${className}`}
        title={`Edit ${label.toLowerCase()}`}
        onClick={start}
      >
        {children}
      </button>
    );
  }

  const fieldProps = {
    className: `inline-edit__field ${className}`,
    'aria-label': label,
    'aria-invalid': shownProblem ? true : undefined,
    'aria-describedby': shownProblem ? problemId : undefined,
    value: draft,
    maxLength,
    autoFocus: true,
    onFocus: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => event.currentTarget.select(),
    onChange: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
      setShownProblem(undefined);
      setDraft(event.currentTarget.value);
    },
    onKeyDown,
    onBlur: () => commit(false),
  };
  return (
    <span className="inline-edit__editor">
      {multiline ? <textarea rows={3} {...fieldProps} /> : <input type="text" {...fieldProps} />}
      <span id={problemId} className="inline-edit__problem" role="alert">
        {shownProblem}
      </span>
    </span>
  );
}
