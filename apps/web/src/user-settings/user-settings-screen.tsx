import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MEDIA_SOURCES } from '@lectern/domain';
import { speakerLayouts, type UserSettings } from '@lectern/contracts';
import { saveUserSetting } from '../api/user-settings';
import { useDocumentTitle } from '../routing/use-document-title';
import { useNotify } from '../notifications/notification-context';
import { useCurrentUser } from '../session/session-context';
import { EXPORT_MARGINS, MEDIA_SOURCE_LABELS, SWITCH_GROUPS, toggledSources } from './setting-fields';
import './user-settings.css';

const SPEAKER_LAYOUT_LABELS: Record<UserSettings['speaker_layout'], string> = {
  default: 'Default',
  wide: 'Wide',
  tall: 'Tall',
  'notes-only': 'Notes only',
};

/**
 * The signed-in user's settings (spec/000 §3, defaults §9): presenting and export defaults, the
 * editor's switches and the media search sources. Each change is saved at once, one setting per
 * request (PUT /user_settings); a failed save puts the control back.
 */
export function UserSettingsScreen() {
  const user = useCurrentUser();
  useDocumentTitle('Settings');
  if (!user) return null;
  return <SettingsForm settings={user.settings} />;
}

function SettingsForm({ settings: saved }: { settings: UserSettings }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const idPrefix = useId();
  const [saving, setSaving] = useState<keyof UserSettings | null>(null);
  // The value being saved shows at once; the saved settings take over when the answer comes.
  const [unsaved, setUnsaved] = useState<Partial<UserSettings>>({});
  const settings: UserSettings = { ...saved, ...unsaved };

  const save = async <Name extends keyof UserSettings>(name: Name, value: UserSettings[Name]) => {
    setSaving(name);
    setUnsaved((current) => ({ ...current, [name]: value }));
    try {
      await saveUserSetting(queryClient, name, value);
      notify({ type: 'positive', message: 'Saved successfully' });
    } catch {
      notify({ type: 'negative', message: 'Failed to save' });
    } finally {
      setUnsaved(({ [name]: _settled, ...rest }) => rest as Partial<UserSettings>);
      setSaving(null);
    }
  };

  return (
    <section className="user-settings">
      <h1 className="screen__title">Settings</h1>
      {SWITCH_GROUPS.map((group) => (
        <fieldset key={group.title} className="user-settings__group" aria-describedby={`${idPrefix}-${group.title}`}>
          <legend className="user-settings__legend">{group.title}</legend>
          <p id={`${idPrefix}-${group.title}`} className="user-settings__hint">
            {group.hint}
          </p>
          <div className="user-settings__switches">
            {group.switches.map(({ name, label }) => (
              <label key={name} className="checkbox">
                <input
                  type="checkbox"
                  name={name}
                  checked={settings[name]}
                  disabled={saving === name}
                  onChange={(event) => void save(name, event.target.checked)}
                />
                <span>{label}</span>
              </label>
            ))}
          </div>
          {group.title === 'Exporting' && (
            <label className="user-settings__select">
              <span className="field__label">Margin</span>
              <select
                name="export_margin"
                className="field__input"
                value={settings.export_margin}
                disabled={saving === 'export_margin'}
                onChange={(event) => void save('export_margin', Number(event.target.value))}
              >
                {EXPORT_MARGINS.map((margin) => (
                  <option key={margin} value={margin}>
                    {margin}%
                  </option>
                ))}
              </select>
            </label>
          )}
          {group.title === 'Presenting' && (
            <div className="user-settings__row">
              <label className="user-settings__select">
                <span className="field__label">Speaker view layout</span>
                <select
                  name="speaker_layout"
                  className="field__input"
                  value={settings.speaker_layout}
                  disabled={saving === 'speaker_layout'}
                  onChange={(event) =>
                    void save('speaker_layout', event.target.value as UserSettings['speaker_layout'])
                  }
                >
                  {speakerLayouts.map((layout) => (
                    <option key={layout} value={layout}>
                      {SPEAKER_LAYOUT_LABELS[layout]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="user-settings__select">
                <span className="field__label">Speaker view theme</span>
                <select
                  name="speaker_theme"
                  className="field__input"
                  value={settings.speaker_theme}
                  disabled={saving === 'speaker_theme'}
                  onChange={(event) => void save('speaker_theme', event.target.value as UserSettings['speaker_theme'])}
                >
                  <option value="dark">Dark</option>
                  <option value="light">Light</option>
                </select>
              </label>
            </div>
          )}
        </fieldset>
      ))}
      <fieldset className="user-settings__group" aria-describedby={`${idPrefix}-media`}>
        <legend className="user-settings__legend">Media search</legend>
        <p id={`${idPrefix}-media`} className="user-settings__hint">
          Where the media library searches. At least one stays selected.
        </p>
        <div className="user-settings__switches">
          {MEDIA_SOURCES.map((source) => {
            const chosen = settings.media_sources.split(',').includes(source);
            const last = chosen && settings.media_sources.split(',').filter(Boolean).length === 1;
            return (
              <label key={source} className="checkbox">
                <input
                  type="checkbox"
                  name={`media_source_${source}`}
                  checked={chosen}
                  disabled={last || saving === 'media_sources'}
                  onChange={(event) =>
                    void save('media_sources', toggledSources(settings.media_sources, source, event.target.checked))
                  }
                />
                <span>{MEDIA_SOURCE_LABELS[source]}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </section>
  );
}
