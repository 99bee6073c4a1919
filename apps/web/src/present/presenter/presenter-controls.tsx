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
  onEdit,
  focusPresent = false,
}: PresenterControlsProps) {
  return (
    <section className="presenter-controls" aria-label="Presentation controls">
      <h1 className="presenter-controls__title">{deck.title}</h1>
      <div className="presenter-controls__actions">
        <button type="button" className="button button--primary" onClick={onStart} autoFocus={focusPresent}>
          Present
        </button>
        <button type="button" className="button" onClick={onSpeakerView}>
          Speaker View
        </button>
        {onEdit && (
          <button type="button" className="button" onClick={onEdit}>
            Back to the editor
          </button>
        )}
      </div>
      <fieldset className="presenter-controls__options">
        <legend className="visually-hidden">Options</legend>
        {CHECKBOXES.map(({ name, label }) => (
          <label key={name} className="presenter-controls__option">
            <input
              type="checkbox"
              checked={settings[name]}
              onChange={(event) => onChange({ ...settings, [name]: event.target.checked })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <p className="presenter-controls__hint">
        Ctrl or Cmd+P starts and stops presenting; Ctrl or Cmd+S opens the speaker view.
      </p>
    </section>
  );
}
