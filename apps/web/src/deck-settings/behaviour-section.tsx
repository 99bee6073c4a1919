import type { SectionProps } from './section-props';
import { SelectField } from '../forms/select-field';
import { autoSlideOptions, type SettingsValues } from './settings-values';

type Toggle =
  | 'center'
  | 'slide_number'
  | 'controls'
  | 'rtl'
  | 'should_loop'
  | 'shuffle'
  | 'upsizing_enabled'
  | 'share_notes'
  | 'rolling_links';

const TOGGLES: readonly { key: Toggle; label: string }[] = [
  { key: 'center', label: 'Center content vertically' },
  { key: 'slide_number', label: 'Show slide numbers' },
  { key: 'controls', label: 'Show controls' },
  { key: 'rtl', label: 'Right to left (RTL)' },
  { key: 'should_loop', label: 'Loop the presentation' },
  { key: 'shuffle', label: 'Shuffle slides' },
  { key: 'upsizing_enabled', label: 'Scale up to fill the window' },
  { key: 'share_notes', label: 'Share speaker notes with viewers' },
  { key: 'rolling_links', label: 'Rolling links' },
];

const NAVIGATION_MODES: readonly { value: SettingsValues['navigation_mode']; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: 'linear', label: 'Linear' },
  { value: 'grid', label: 'Grid' },
];

/** How the deck presents: layout and navigation switches, auto-slide and the navigation mode. */
export function BehaviourSection({ values, set }: SectionProps) {
  return (
    <>
      <div className="toggle-list">
        {TOGGLES.map((toggle) => (
          <label key={toggle.key} className="checkbox">
            <input
              type="checkbox"
              name={toggle.key}
              checked={values[toggle.key]}
              onChange={(event) => set(toggle.key, event.target.checked)}
            />
            <span>{toggle.label}</span>
          </label>
        ))}
      </div>
      <div className="prompt-row">
        <SelectField
          look="prompt"
          name="auto_slide_interval"
          label="Auto-slide"
          value={values.auto_slide_interval}
          options={autoSlideOptions(values.auto_slide_interval)}
          onChange={(interval) => set('auto_slide_interval', interval)}
        />
        <SelectField
          look="prompt"
          name="navigation_mode"
          label="Navigation mode"
          value={values.navigation_mode}
          options={NAVIGATION_MODES}
          onChange={(mode) => set('navigation_mode', mode)}
        />
      </div>
    </>
  );
}
