import { useId } from 'react';
import { CharacterCounter } from '../deck-settings/character-counter';

/** One of the theme's code boxes (CSS, HTML, JS): monospace, counted, with its problem under it. */
export function ThemeCodeField({
  name,
  label,
  hint,
  value,
  max,
  problem,
  onChange,
}: {
  name: string;
  label: string;
  hint: string;
  value: string;
  max: number;
  problem?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="prompt-field theme-code">
      <div className="prompt-field__head">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <CharacterCounter id={`${id}-counter`} length={value.length} max={max} />
      </div>
      <textarea
        id={id}
        name={name}
        className="field__input theme-code__input"
        rows={16}
        spellCheck={false}
        value={value}
        maxLength={max}
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
