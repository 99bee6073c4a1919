import { useId } from 'react';
import { DEFAULT_SLIDE_SIZE, SLIDE_SIZE_MAX_DIGITS, SLIDE_SIZES } from '@lectern/deck-format';
import { OptionChips } from './option-chips';
import type { SectionProps, SomeValuesProps } from './section-props';
import { SettingsField } from './settings-field';
import { chosenSize, CUSTOM_SIZE, marginPercent, sizeKey, sizeLabel } from './settings-values';
import { SizePreview } from './size-preview';
import './deck-settings.css';

/** The largest margin offered, in percent of the slide. */
const MAX_MARGIN_PERCENT = 30;

/** Slide size: the presets or a custom one with the fallback rules, the margin and the preview. */
export function SizeSection({ values, set }: SectionProps) {
  const marginId = useId();
  const size = chosenSize(values);
  return (
    <>
      <SlideSizeField values={values} set={set} />
      <div className="prompt-field">
        <div className="prompt-field__head">
          <label htmlFor={marginId} className="field__label">
            Margin
          </label>
          <output htmlFor={marginId} className="prompt-field__value">
            {marginPercent(values.margin)}%
          </output>
        </div>
        <input
          id={marginId}
          name="margin"
          type="range"
          className="prompt-range"
          min={0}
          max={MAX_MARGIN_PERCENT}
          step={1}
          value={marginPercent(values.margin)}
          onChange={(event) => set('margin', Number(event.target.value) / 100)}
        />
      </div>
      <SizePreview size={size} margin={values.margin} />
    </>
  );
}

/** The size presets, or a custom width and height with the fallback rules (spec/000 §9). */
export function SlideSizeField({ values, set }: SomeValuesProps<'size' | 'customWidth' | 'customHeight'>) {
  const custom = values.size === CUSTOM_SIZE;
  return (
    <>
      <OptionChips
        name="size"
        legend="Slide size"
        value={values.size}
        options={[
          ...SLIDE_SIZES.map((preset) => ({ value: sizeKey(preset), label: sizeLabel(preset) })),
          { value: CUSTOM_SIZE, label: 'Custom' },
        ]}
        onChange={(size) => set('size', size)}
      />
      {custom && (
        <div className="size-custom">
          <SettingsField
            name="width"
            label="Width"
            value={values.customWidth}
            onChange={(width) => set('customWidth', width)}
            inputMode="numeric"
            maxLength={SLIDE_SIZE_MAX_DIGITS}
          />
          <span className="size-custom__times" aria-hidden="true">
            ×
          </span>
          <SettingsField
            name="height"
            label="Height"
            value={values.customHeight}
            onChange={(height) => set('customHeight', height)}
            inputMode="numeric"
            maxLength={SLIDE_SIZE_MAX_DIGITS}
          />
          <p className="field__hint size-custom__hint">
            A side that is not a number of at least 1 takes the default ({sizeLabel(DEFAULT_SLIDE_SIZE)}).
          </p>
        </div>
      )}
    </>
  );
}
