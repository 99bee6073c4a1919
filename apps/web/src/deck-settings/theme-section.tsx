import { THEME_COLORS, type ThemeColor } from '@lectern/deck-format';
import type { SectionProps } from './section-props';
import { offeredFonts } from './settings-values';

/** The theme colour (18 swatches) and font (the 12 offered, in their own faces). */
export function ThemeSection({ values, set }: SectionProps) {
  return (
    <>
      <fieldset className="prompt-fieldset">
        <legend className="field__label">Colour</legend>
        <div className="swatches">
          {(Object.entries(THEME_COLORS) as [ThemeColor, (typeof THEME_COLORS)[ThemeColor]][]).map(
            ([name, palette]) => (
              <label key={name} className="swatch" title={name}>
                <input
                  type="radio"
                  name="theme_color"
                  value={name}
                  aria-label={name}
                  checked={values.theme_color === name}
                  onChange={() => set('theme_color', name)}
                />
                <span
                  className="swatch__chip"
                  style={{ background: palette.background, color: palette.heading }}
                  aria-hidden="true"
                >
                  Aa
                  <span className="swatch__accent" style={{ background: palette.link }} />
                </span>
              </label>
            ),
          )}
        </div>
        <p className="field__hint">{values.theme_color}</p>
      </fieldset>
      <fieldset className="prompt-fieldset">
        <legend className="field__label">Font</legend>
        <div className="option-grid option-grid--fonts">
          {offeredFonts(values.theme_font).map((font) => (
            <label key={font.value} className="option-chip option-chip--font">
              <input
                type="radio"
                name="theme_font"
                value={font.value}
                checked={values.theme_font === font.value}
                onChange={() => set('theme_font', font.value)}
              />
              <span style={{ fontFamily: font.family }}>{font.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
