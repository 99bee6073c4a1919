import { THEME_COLORS, type ThemeColor } from '@lectern/deck-format';
import { OptionChips } from './option-chips';
import type { SomeValuesProps } from './section-props';
import { offeredFonts } from './settings-values';
import './deck-settings.css';

/** The theme colour (18 swatches) and font (the 12 offered, in their own faces). */
export function ThemeSection({ values, set }: SomeValuesProps<'theme_color' | 'theme_font'>) {
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
                  <span className="swatch__accent" style={{ background: palette.link }} />
                </span>
              </label>
            ),
          )}
        </div>
        <p className="field__hint">{values.theme_color}</p>
      </fieldset>
      <OptionChips
        name="theme_font"
        legend="Font"
        value={values.theme_font}
        options={offeredFonts(values.theme_font)}
        onChange={(font) => set('theme_font', font)}
        layout="fonts"
      />
    </>
  );
}
