import { TIME_LIMIT_MAX_MIN, TIME_LIMIT_OPTIONS_MIN, timeLimitFrom } from '@lectern/deck-format';
import type { SectionProps } from './section-props';
import { SettingsField } from './settings-field';

/** The longest time limit as typed: 1440 has four digits. */
const TIME_LIMIT_MAX_DIGITS = String(TIME_LIMIT_MAX_MIN).length;

/** The deck's time limit in minutes (spec/001 §5): 0 to 1440 with presets; anything else counts up. */
export function TimeLimitSection({ values, set }: SectionProps) {
  const minutes = timeLimitFrom(values.timeLimit);
  return (
    <>
      <SettingsField
        name="time_limit"
        label="Time limit (minutes)"
        value={values.timeLimit}
        onChange={(limit) => set('timeLimit', limit)}
        inputMode="numeric"
        maxLength={TIME_LIMIT_MAX_DIGITS}
        hint={
          minutes === 0
            ? 'No limit: the speaker view timer counts up.'
            : `The speaker view counts down from ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
        }
      />
      <div className="option-grid" role="group" aria-label="Time limit presets">
        {TIME_LIMIT_OPTIONS_MIN.map((preset) => (
          <button
            key={preset}
            type="button"
            className="button button--small option-button"
            aria-pressed={minutes === preset}
            onClick={() => set('timeLimit', String(preset))}
          >
            {preset} min
          </button>
        ))}
      </div>
    </>
  );
}
