import { THEME_PALETTE_MAX_COLORS } from '@lectern/domain';
import { themeTexts } from './theme-texts';

/** A new palette colour starts from the last one, or a neutral grey. */
const NEXT_COLOR = '#888888';

/** The theme's palette: colours the editor's pickers offer first (spec/002 §3). */
export function PaletteTab({ palette, onChange }: { palette: string[]; onChange: (palette: string[]) => void }) {
  const replace = (index: number, color: string) =>
    onChange(palette.map((current, at) => (at === index ? color : current)));
  return (
    <fieldset className="prompt-fieldset">
      <legend className="field__label">{themeTexts.paletteLegend}</legend>
      <p className="field__hint">{themeTexts.paletteHint}</p>
      <ul className="theme-palette">
        {palette.map((color, index) => (
          <li key={index} className="theme-palette__item">
            <input
              type="color"
              value={color}
              aria-label={`${themeTexts.paletteLegend} ${index + 1}`}
              onChange={(event) => replace(index, event.target.value)}
            />
            <code>{color}</code>
            <button
              type="button"
              className="button button--small"
              aria-label={themeTexts.paletteRemove(color)}
              data-tooltip={themeTexts.paletteRemove(color)}
              onClick={() => onChange(palette.filter((_, at) => at !== index))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button"
        disabled={palette.length >= THEME_PALETTE_MAX_COLORS}
        onClick={() => onChange([...palette, palette.at(-1) ?? NEXT_COLOR])}
      >
        {themeTexts.paletteAdd}
      </button>
    </fieldset>
  );
}
