import { useId, type ReactNode } from 'react';
import type { Field } from './use-field';

interface TextFieldProps {
  field: Field;
  /** Also the key of the server's problems for it (`user.<name>`). */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  hint?: ReactNode;
  autoFocus?: boolean;
  maxLength?: number;
  /** A text area of this many lines instead of a one-line input. */
  rows?: number;
}

/** A labelled input whose problem shows under it, is announced, and describes it. */
export function TextField({
  field,
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  autoFocus,
  maxLength,
  rows,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [hint ? hintId : '', field.problem ? problemId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    className: 'field__input',
    value: field.value,
    autoComplete,
    spellCheck: false,
    autoFocus,
    maxLength,
    'aria-invalid': field.problem ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: { target: { value: string } }) => field.change(event.target.value),
  };
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {rows ? (
        <textarea rows={rows} {...common} />
      ) : (
        <input type={type} autoCapitalize={type === 'text' ? 'none' : undefined} {...common} />
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <p id={problemId} className="field__problem" role="alert">
        {field.problem}
      </p>
    </div>
  );
}
