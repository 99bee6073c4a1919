import { THEME_NAME_MAX_LENGTH } from '@lectern/domain';
import { SlideSizeField, SettingsField, type SettingsValues, ThemeSection, TransitionsSection } from '../deck-settings';
import { CheckboxField } from '../forms/form-parts';
import type { ThemeDraft } from './theme-draft';
import { themeTexts } from './theme-texts';

export type SetDraft = <K extends keyof ThemeDraft>(key: K, value: ThemeDraft[K]) => void;

/** The deck settings' names for the theme's colour and font; the other look fields share their names. */
const draftKey = { theme_color: 'color', theme_font: 'font' } as const;

/**
 * The look a deck starts from: name, colour and font, transitions, size and behaviour. The
 * sections are the deck settings' own, so a theme offers exactly what a deck can choose.
 */
export function ThemeSettingsTab({ draft, set }: { draft: ThemeDraft; set: SetDraft }) {
  const setLook = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) =>
    set((key in draftKey ? draftKey[key as keyof typeof draftKey] : key) as keyof ThemeDraft, value as never);
  return (
    <>
      <SettingsField
        name="name"
        label={themeTexts.name}
        value={draft.name}
        max={THEME_NAME_MAX_LENGTH}
        maxLength={THEME_NAME_MAX_LENGTH}
        onChange={(name) => set('name', name)}
      />
      <ThemeSection values={{ theme_color: draft.color, theme_font: draft.font }} set={setLook} />
      <TransitionsSection values={draft} set={setLook} />
      <SlideSizeField values={draft} set={setLook} />
      <CheckboxField label={themeTexts.center} checked={draft.center} onChange={(center) => set('center', center)} />
      <CheckboxField
        label={themeTexts.rollingLinks}
        checked={draft.rolling_links}
        onChange={(rolling) => set('rolling_links', rolling)}
      />
    </>
  );
}
