import { useQuery } from '@tanstack/react-query';
import { themeQueryOptions } from '../api/themes';
import { useCurrentUser } from '../session/session-context';
import { isActiveMember } from '../teams/team-manager';

/** The id of the list the editor's colour inputs offer (`<input type="color" list=…>`). */
export const THEME_PALETTE_LIST_ID = 'theme-palette';

/**
 * The palette of the deck's theme as suggestions for every colour input of the editor (spec/002
 * §3 "palette"): the browser's colour picker shows them as swatches. Only a team member reads the
 * team's themes; for anyone else there is nothing to offer.
 */
export function ThemePaletteList({ themeId }: { themeId: string | null }) {
  const member = isActiveMember(useCurrentUser());
  const theme = useQuery({ ...themeQueryOptions(themeId ?? ''), enabled: member && themeId !== null });
  const palette = theme.data?.palette ?? [];
  if (palette.length === 0) return null;
  return (
    <datalist id={THEME_PALETTE_LIST_ID} data-testid="theme-palette">
      {palette.map((color) => (
        <option key={color} value={color} />
      ))}
    </datalist>
  );
}
