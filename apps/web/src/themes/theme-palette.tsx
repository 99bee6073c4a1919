import type { Theme } from '@lectern/contracts';

/** The id of the list the editor's colour inputs offer (`<input type="color" list=…>`). */
export const THEME_PALETTE_LIST_ID = 'theme-palette';

/**
 * The palette of the deck's theme as suggestions for every colour input of the editor (spec/002
 * §3 "palette"): the browser's colour picker shows them as swatches.
 */
export function ThemePaletteList({ theme }: { theme: Theme | undefined }) {
  const palette = theme?.palette ?? [];
  if (palette.length === 0) return null;
  return (
    <datalist id={THEME_PALETTE_LIST_ID} data-testid="theme-palette">
      {palette.map((color) => (
        <option key={color} value={color} />
      ))}
    </datalist>
  );
}
