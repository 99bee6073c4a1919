import { useId, type ReactNode } from 'react';
import { CharacterCounter } from './character-counter';
import './code-field.css';

/**
 * A box of code (a deck's custom CSS, a theme's CSS, HTML or JS): monospace, counted against its
 * maximum, with its hint and its problem under it.
 */
export function CodeField({
  name,
  label,
  hint,
  value,
  max,
  problem,
  onChange,
  rows = 12,
  readOnly,
  placeholder,
}: {
  name: string;
  label: string;
  hint: ReactNode;
  value: string;
  max: number;
  problem?: string;
  onChange: (value: string) => void;
  rows?: number;
  readOnly?: boolean;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="prompt-field">
      <div className="prompt-field__head">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <CharacterCounter id={`${id}-counter`} length={value.length} max={max} />
      </div>
      <textarea
        id={id}
        name={name}
        className="field__input code-field__input"
        rows={rows}
        spellCheck={false}
        value={value}
        readOnly={readOnly}
        maxLength={max}
        placeholder={placeholder}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-counter ${id}-hint ${id}-problem`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <p id={`${id}-problem`} className="field__problem" role="alert">
        {problem}
      </p>
    </div>
  );
}
