import type { ReactNode } from 'react';
import type { Deck } from '@lectern/contracts';

export interface PresenterSettings {
  fullscreen: boolean;
  controls: boolean;
  upsizing: boolean;
}

const CHECKBOXES: { name: keyof PresenterSettings; label: string }[] = [
  { name: 'fullscreen', label: 'Fullscreen' },
  { name: 'controls', label: 'Show presentation controls' },
  { name: 'upsizing', label: 'Scale up to fill window' },
];

interface PresenterControlsProps {
  deck: Pick<Deck, 'title'>;
  settings: PresenterSettings;
  onChange(settings: PresenterSettings): void;
  onStart(): void;
  /** Presenting was stopped: the focus goes back to Present. */
  focusPresent?: boolean;
  onSpeakerView(): void;
  /** The live presenter of the deck, for those who may present it live. */
  liveHref?: string;
  /** Back to the editor at the slide shown; for those who may edit. */
  onEdit?: () => void;
}

/** The presenter's controls panel (spec/001 §2). */
export function PresenterControls({
  deck,
  settings,
  onChange,
  onStart,
  onSpeakerView,
  liveHref,
  onEdit,
  focusPresent = false,
}: PresenterControlsProps) {
  return (
    <section className="presenter-controls" aria-label="Presentation controls">
      <h1 className="presenter-controls__title">{deck.title}</h1>
      <PresenterActions onStart={onStart} onSpeakerView={onSpeakerView} focusPresent={focusPresent}>
        {liveHref && (
          <a className="button" href={liveHref}>
            Present Live
          </a>
        )}
        {onEdit && (
          <button type="button" className="button" onClick={onEdit}>
            Back to the editor
          </button>
        )}
      </PresenterActions>
      <OptionCheckboxes
        legend="Options"
        options={CHECKBOXES}
        values={settings}
        onChange={(name, checked) => onChange({ ...settings, [name]: checked })}
      />
      <p className="presenter-controls__hint">
        Ctrl or Cmd+P starts and stops presenting; Ctrl or Cmd+S opens the speaker view.
      </p>
    </section>
  );
}

/** Present and Speaker View, then any further actions of a presenter's panel. */
export function PresenterActions({
  onStart,
  onSpeakerView,
  focusPresent,
  children,
}: {
  onStart(): void;
  onSpeakerView(): void;
  /** Presenting was stopped: the focus goes back to Present. */
  focusPresent: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="presenter-controls__actions">
      <button type="button" className="button button--primary" onClick={onStart} autoFocus={focusPresent}>
        Present
      </button>
      <button type="button" className="button" onClick={onSpeakerView}>
        Speaker View
      </button>
      {children}
    </div>
  );
}

/** The checkboxes of a presenter's panel; the legend is shown when `showLegend`, else only read out. */
export function OptionCheckboxes<Name extends string>({
  legend,
  showLegend = false,
  options,
  values,
  onChange,
}: {
  legend: string;
  showLegend?: boolean;
  options: readonly { name: Name; label: string }[];
  values: Record<Name, boolean>;
  onChange(name: Name, checked: boolean): void;
}) {
  return (
    <fieldset className="presenter-controls__options">
      <legend className={showLegend ? 'presenter-controls__legend' : 'visually-hidden'}>{legend}</legend>
      {options.map(({ name, label }) => (
        <label key={name} className="presenter-controls__option">
          <input type="checkbox" checked={values[name]} onChange={(event) => onChange(name, event.target.checked)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
