export interface ChipOption<Value extends string> {
  value: Value;
  label: string;
  /** Shows the label in this face (the font choices). */
  fontFamily?: string;
}

/** A labelled group of radio chips, one per option: the settings' choices that fit on one screen. */
export function OptionChips<Value extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  layout = 'row',
}: {
  name: string;
  legend: string;
  value: string;
  options: readonly ChipOption<Value>[];
  onChange: (value: Value) => void;
  /** `fonts` lines the chips up in columns wide enough for a font's name. */
  layout?: 'row' | 'fonts';
}) {
  return (
    <fieldset className="prompt-fieldset">
      <legend className="field__label">{legend}</legend>
      <div className={layout === 'fonts' ? 'option-grid option-grid--fonts' : 'option-grid'}>
        {options.map((option) => (
          <label key={option.value} className="option-chip">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span style={option.fontFamily ? { fontFamily: option.fontFamily } : undefined}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
