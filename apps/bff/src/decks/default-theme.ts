import type { Queryable } from '@lectern/db';
import { can, themeDeckSettings, type Actor, type DeckSettings } from '@lectern/domain';
import { findTeamDefaultTheme } from '@lectern/read-models';

/**
 * What a new deck of `owner` starts from: their team's default theme (decision 0040), which the
 * deck then follows (decision 0057), when the policy lets them use the team's themes; nothing
 * otherwise. The theme's settings are kept in the deck's too: what it shows if it stops following.
 */
export async function defaultThemeSettings(db: Queryable, owner: Actor): Promise<Partial<DeckSettings>> {
  if (owner.kind !== 'user' || owner.teamId === null) return {};
  if (!can(owner, 'use', { type: 'theme', teamId: owner.teamId }).allowed) return {};
  const theme = await findTeamDefaultTheme(db, owner.teamId);
  return theme ? { theme_id: theme.id, ...themeDeckSettings(theme) } : {};
}
