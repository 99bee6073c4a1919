import type { ReactNode } from 'react';
import type { LiveSettings } from '@lectern/contracts';
import { OptionCheckboxes, PresenterActions } from '../../presenter/presenter-controls';
import { LiveUrlBox } from './live-url-box';

const TOGGLES: { name: keyof LiveSettings; label: string }[] = [
  { name: 'present_pointer', label: 'Show my pointer' },
  { name: 'present_controls', label: 'Show presentation controls' },
  { name: 'present_notes', label: 'Show speaker notes' },
  { name: 'present_upsizing', label: 'Scale up to fill window' },
];

interface LivePublisherControlsProps {
  title: string;
  liveUrl: string;
  settings: LiveSettings;
  /** Upsizing is offered when the deck allows it. */
  upsizingAllowed: boolean;
  /** What the connection and the audience are like, one line. */
  status: ReactNode;
  onChange(name: keyof LiveSettings, value: boolean): void;
  onStart(): void;
  onSpeakerView(): void;
  /** Presenting was stopped: the focus goes back to Present. */
  focusPresent: boolean;
  /** More actions (sending the remote control link). */
  children?: ReactNode;
}

/** The live presenter's panel before and between presenting (spec/001 §2 "Live/present base"). */
export function LivePublisherControls({
  title,
  liveUrl,
  settings,
  upsizingAllowed,
  status,
  onChange,
  onStart,
  onSpeakerView,
  focusPresent,
  children,
}: LivePublisherControlsProps) {
  return (
    <section className="presenter-controls" aria-label="Live presentation controls">
      <h1 className="presenter-controls__title">{title}</h1>
      <p className="live-publisher__status">{status}</p>
      <PresenterActions onStart={onStart} onSpeakerView={onSpeakerView} focusPresent={focusPresent}>
        {children}
      </PresenterActions>
      <LiveUrlBox url={liveUrl} />
      <OptionCheckboxes
        legend="Your audience sees"
        showLegend
        options={TOGGLES.filter(({ name }) => name !== 'present_upsizing' || upsizingAllowed)}
        values={settings}
        onChange={onChange}
      />
      <p className="presenter-controls__hint">
        Ctrl or Cmd+P starts and stops presenting; Ctrl or Cmd+S opens the speaker view.
      </p>
    </section>
  );
}
