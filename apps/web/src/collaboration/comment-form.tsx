import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { COMMENT_MAX_LENGTH } from '@lectern/domain';
import { COMMENT_FOCUS_DELAY_MS } from './timings';

const MAX_ROWS = 10;

/**
 * The comment field (spec/001 §5): Enter sends, Shift+Enter makes a new line, at most 1,000
 * characters, growing up to 10 rows. Typing is signalled; sending or emptying it says it stopped.
 */
export function CommentForm({
  label,
  onSend,
  typing,
  focusOnOpen,
}: {
  label: string;
  onSend: (message: string) => boolean;
  typing: { typed(): void; stopped(): void };
  focusOnOpen: boolean;
}) {
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const rows = Math.min(MAX_ROWS, Math.max(1, text.split('\n').length));

  useEffect(() => {
    if (!focusOnOpen) return;
    const timer = window.setTimeout(() => field.current?.focus(), COMMENT_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [focusOnOpen]);

  function send() {
    if (!onSend(text)) return;
    setText('');
    typing.stopped();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form
      className="collab-comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={fieldId} className="visually-hidden">
        {label}
      </label>
      <textarea
        ref={field}
        id={fieldId}
        className="field__input collab-comment-form__field"
        rows={rows}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() === '') typing.stopped();
          else typing.typed();
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button button--primary button--small">
        Send
      </button>
    </form>
  );
}
