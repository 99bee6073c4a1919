import { useState } from 'react';
import {
  AUTO_ANIMATE_DEFAULT_SETTINGS,
  AUTO_ANIMATE_EASINGS,
  AUTO_ANIMATE_RANGE_MS,
  AUTO_ANIMATE_STEP_MS,
  autoAnimateMsFrom,
  type AutoAnimate,
} from '@lectern/deck-format';
import { parseRange, type RangeSpec } from '../forms/range-value';
import { PromptDialog } from '../dialogs/prompt-dialog';
import { RangeField } from './toolbar/range-field';
import { SelectField } from '../forms/select-field';

const HELP_URL = 'https://revealjs.com/auto-animate/';

/** Duration and delay are edited in seconds (tenths), stored in milliseconds. */
const SECONDS: RangeSpec = {
  min: AUTO_ANIMATE_RANGE_MS.min / 1000,
  max: AUTO_ANIMATE_RANGE_MS.max / 1000,
  decimals: 1,
  step: AUTO_ANIMATE_STEP_MS / 1000,
};
const msFrom = (seconds: number) => autoAnimateMsFrom(seconds * 1000);

/**
 * The Auto-Animate (Beta) prompt of spec/001 §2 and §5: on or off for the slide, duration and delay
 * (0–10 s in tenths), the ten easings, and whether unmatched elements fade in. Save hands the
 * settings over (null: off).
 */
export function AutoAnimatePrompt({
  initial,
  onSave,
  onClose,
}: {
  initial: AutoAnimate | null;
  onSave: (settings: AutoAnimate | null) => void;
  onClose: () => void;
}) {
  const [enabled, setEnabled] = useState(initial !== null);
  const [settings, setSettings] = useState(initial ?? AUTO_ANIMATE_DEFAULT_SETTINGS);
  const change = (next: Partial<AutoAnimate>) => setSettings((current) => ({ ...current, ...next }));
  return (
    <PromptDialog title="Auto-Animate (Beta)" className="auto-animate" onDismiss={onClose}>
      <form
        className="prompt-dialog__form"
        onSubmit={(event) => {
          event.preventDefault();
          // A field still being typed in is committed on blur, which submitting with Enter skips.
          const form = new FormData(event.currentTarget);
          const typed = (name: string, fallback: number) => {
            const seconds = parseRange(String(form.get(name) ?? ''), SECONDS);
            return seconds === null ? fallback : msFrom(seconds);
          };
          onSave(
            enabled
              ? { ...settings, duration: typed('duration', settings.duration), delay: typed('delay', settings.delay) }
              : null,
          );
          onClose();
        }}
      >
        <p>
          Animates matching blocks from the previous slide to this one.{' '}
          <a href={HELP_URL} target="_blank" rel="noopener noreferrer">
            Learn more
          </a>
        </p>
        <label className="editor-check">
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} autoFocus />
          Auto-animate this slide
        </label>
        <fieldset className="editor-checks" disabled={!enabled}>
          <RangeField
            name="duration"
            label="Duration"
            unit="seconds"
            value={settings.duration / 1000}
            spec={SECONDS}
            onCommit={(seconds) => change({ duration: msFrom(seconds) })}
          />
          <RangeField
            name="delay"
            label="Delay"
            unit="seconds"
            value={settings.delay / 1000}
            spec={SECONDS}
            onCommit={(seconds) => change({ delay: msFrom(seconds) })}
          />
          <SelectField
            label="Easing"
            value={settings.easing}
            options={AUTO_ANIMATE_EASINGS}
            onChange={(easing) => change({ easing })}
          />
          <label className="editor-check">
            <input
              type="checkbox"
              checked={settings.unmatched}
              onChange={(event) => change({ unmatched: event.target.checked })}
            />
            Fade in unmatched blocks
          </label>
        </fieldset>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary">
            Save
          </button>
        </div>
      </form>
    </PromptDialog>
  );
}
