import { useQuery } from '@tanstack/react-query';
import type { Theme } from '@lectern/contracts';
import { themeQueryOptions } from '../api/themes';
import { useCurrentUser } from '../session/session-context';
import { isActiveMember } from '../session/team-manager';

/**
 * The theme a deck started from, for what the editor offers from it (palette, snippets). Only the
 * team's members read its themes; for anyone else, and for a deck without a theme, there is none.
 */
export function useDeckTheme(themeId: string | null): Theme | undefined {
  const member = isActiveMember(useCurrentUser());
  return useQuery({ ...themeQueryOptions(themeId ?? ''), enabled: member && themeId !== null }).data;
}
