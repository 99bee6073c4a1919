import { CUSTOM_FONT_MAX_LENGTH } from '@lectern/domain';
import type { SectionProps } from './section-props';
import { SettingsField } from './settings-field';
import { googleFontFamilies as googleFamilies } from '@lectern/domain';

/** Custom fonts (spec/001 §2, §5): a Typekit kit ID and a list of Google Fonts families. */
export function FontsSection({
  values,
  set,
  problems,
}: SectionProps & { problems: { font_typekit?: string; font_google?: string } }) {
  const chosen = googleFamilies(values.font_google).length;
  return (
    <>
      <SettingsField
        name="font_typekit"
        label="Typekit kit ID"
        value={values.font_typekit}
        onChange={(kit) => set('font_typekit', kit)}
        problem={problems.font_typekit}
        max={CUSTOM_FONT_MAX_LENGTH}
        maxLength={CUSTOM_FONT_MAX_LENGTH}
      />
      <SettingsField
        name="font_google"
        label="Google Fonts families"
        value={values.font_google}
        onChange={(families) => set('font_google', families)}
        problem={problems.font_google}
        max={CUSTOM_FONT_MAX_LENGTH}
        maxLength={CUSTOM_FONT_MAX_LENGTH}
        hint={`Separate families with commas, e.g. Roboto, Open Sans. ${chosen} ${chosen === 1 ? 'font' : 'fonts'} chosen.`}
      />
    </>
  );
}
