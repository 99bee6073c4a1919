import type { Queryable } from '@lectern/db';
import type { ThemeFields } from '@lectern/domain';

/** A team's theme as the read model keeps it (spec/002 §3 "Theme"). */
export interface ThemeRow extends ThemeFields {
  id: string;
  team_id: string;
  created_at: Date;
  updated_at: Date;
}

const THEME_COLUMNS = `id, team_id, name, font, color, transition, background_transition, width, height, center,
  rolling_links, less, css, html, js, palette, font_typekit, font_google, snippets, created_at, updated_at`;

/** The team's themes, oldest first. */
export async function listTeamThemes(db: Queryable, teamId: string): Promise<ThemeRow[]> {
  return (
    await db.query<ThemeRow>(`SELECT ${THEME_COLUMNS} FROM teams.themes WHERE team_id = $1 ORDER BY created_at, id`, [
      teamId,
    ])
  ).rows;
}

/** A theme, whoever's; a deleted one is gone. */
export async function findThemeById(db: Queryable, id: string): Promise<ThemeRow | undefined> {
  return (await db.query<ThemeRow>(`SELECT ${THEME_COLUMNS} FROM teams.themes WHERE id = $1`, [id])).rows[0];
}

/** The team's default theme, while it has one that is not deleted. */
export async function findTeamDefaultTheme(db: Queryable, teamId: string): Promise<ThemeRow | undefined> {
  return (
    await db.query<ThemeRow>(
      `SELECT ${THEME_COLUMNS} FROM teams.themes
       WHERE id = (SELECT default_theme_id FROM teams.teams WHERE id = $1) AND team_id = $1`,
      [teamId],
    )
  ).rows[0];
}
