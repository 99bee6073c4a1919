import type { Queryable } from '@lectern/db';
import { can, type Actor, type DeckSettings } from '@lectern/domain';
import { findTeamDefaultTheme, type ThemeRow } from '@lectern/read-models';

/**
 * The deck settings a theme gives a deck: its looks, and its styling as the deck's custom CSS. The
 * theme's `css` is its `less` compiled by the compiler deck CSS goes through, so it is the deck's
 * compiled CSS as it stands.
 */
const themeDeckSettings = (theme: ThemeRow): Partial<DeckSettings> => ({
  theme_id: theme.id,
  theme_color: theme.color,
  theme_font: theme.font,
  transition: theme.transition,
  background_transition: theme.background_transition,
  width: theme.width,
  height: theme.height,
  center: theme.center,
  rolling_links: theme.rolling_links,
  font_typekit: theme.font_typekit,
  font_google: theme.font_google,
  css_input: theme.less,
  css_output: theme.css,
});

/**
 * What a new deck of `owner` starts from: their team's default theme, copied into the deck's settings
 * (decision 0040), when the policy lets them use the team's themes; nothing otherwise.
 */
export async function defaultThemeSettings(db: Queryable, owner: Actor): Promise<Partial<DeckSettings>> {
  if (owner.kind !== 'user' || owner.teamId === null) return {};
  if (!can(owner, 'use', { type: 'theme', teamId: owner.teamId }).allowed) return {};
  const theme = await findTeamDefaultTheme(db, owner.teamId);
  return theme ? themeDeckSettings(theme) : {};
}
