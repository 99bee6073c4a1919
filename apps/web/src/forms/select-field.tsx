import { useId } from 'react';
import './select-field.css';

/** The classes of each look: a prompt's field (the settings), or the editor's panels and prompts. */
const looks = {
  prompt: { field: 'prompt-field', label: 'field__label', input: 'field__input prompt-select' },
  panel: { field: 'editor-field', label: 'editor-field__label', input: 'editor-select' },
  'panel-wide': { field: 'editor-field', label: 'editor-field__label', input: 'editor-field__input' },
} as const;

/** A labelled choice among `options`. */
export function SelectField<Value extends string | number>({
  name,
  label,
  value,
  options,
  onChange,
  look = 'panel',
  wide = false,
}: {
  name?: string;
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  look?: 'prompt' | 'panel';
  /** A panel select as wide as the prompt's other inputs, rather than a compact control. */
  wide?: boolean;
}) {
  const id = useId();
  const classes = looks[look === 'panel' && wide ? 'panel-wide' : look];
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={classes.input}
        value={String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
