import { useId, type ReactNode } from 'react';
import { CharacterCounter } from '../forms/character-counter';

/**
 * A labelled text input or textarea of the settings, with a character counter when it has a
 * maximum, an optional prefix (the address before a slug) and its problem under it.
 */
export function SettingsField({
  name,
  label,
  value,
  onChange,
  problem,
  max,
  prefix,
  hint,
  multiline = false,
  inputMode,
  maxLength,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  /** Shows a counter against this many characters. */
  max?: number;
  prefix?: string;
  hint?: ReactNode;
  multiline?: boolean;
  inputMode?: 'numeric';
  /** Stops typing beyond this many characters. */
  maxLength?: number;
}) {
  const id = useId();
  const counterId = `${id}-counter`;
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [max ? counterId : '', hint ? hintId : '', problem ? problemId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    maxLength,
    className: multiline ? 'field__input prompt-field__textarea' : 'field__input',
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
  return (
    <div className="prompt-field">
      <div className="prompt-field__head">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {max !== undefined && <CharacterCounter id={counterId} length={value.length} max={max} />}
      </div>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <div className={prefix ? 'prompt-field__prefixed' : undefined}>
          {prefix && (
            <span className="prompt-field__prefix" aria-hidden="true">
              {prefix}
            </span>
          )}
          <input
            {...common}
            type="text"
            inputMode={inputMode}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <p id={problemId} className="field__problem" role="alert">
        {problem}
      </p>
    </div>
  );
}
