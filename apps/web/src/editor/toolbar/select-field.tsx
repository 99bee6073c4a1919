/** A labelled choice among `options`, as the editor's panels and prompts show it. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  wide = false,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** As wide as the prompt's other inputs, rather than a compact panel control. */
  wide?: boolean;
}) {
  return (
    <label className="editor-field">
      <span className="editor-field__label">{label}</span>
      <select
        className={wide ? 'editor-field__input' : 'editor-select'}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
