import type { Queryable } from '@lectern/db';
import type { DeckSettings, ThemeFields, ThemeThumbnailEvent } from '@lectern/domain';

/** A team's theme as the read model keeps it (spec/002 §3 "Theme"). */
export interface ThemeRow extends ThemeFields {
  id: string;
  team_id: string;
  created_at: Date;
  updated_at: Date;
  /** Its newest picture on the sample slide (the export worker's), if any, and that picture's stream position. */
  thumbnail: ThemeThumbnailEvent['data'] | null;
  thumbnail_position: number;
}

const THEME_COLUMNS = `id, team_id, name, font, color, transition, background_transition, width, height, center,
  rolling_links, less, css, html, js, palette, font_typekit, font_google, snippets, created_at, updated_at,
  thumbnail, thumbnail_position`;

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

/**
 * The theme a deck follows (decision 0057): the one its settings name, while that is a theme of
 * the team its owner is an active member of; none otherwise (the deck shows its settings as stored).
 */
export async function findFollowedTheme(
  db: Queryable,
  deck: { settings: Partial<Pick<DeckSettings, 'theme_id'>>; owner_team_id: string | null; owner_team_active: boolean },
): Promise<ThemeRow | undefined> {
  const themeId = deck.settings.theme_id ?? null;
  if (themeId === null || deck.owner_team_id === null || !deck.owner_team_active) return undefined;
  const theme = await findThemeById(db, themeId);
  return theme?.team_id === deck.owner_team_id ? theme : undefined;
}

/** Themes whose picture is missing or older than their last save, most recently saved first. */
export async function listThemesNeedingThumbnails(db: Queryable, limit: number): Promise<string[]> {
  const result = await db.query<{ id: string }>(
    `SELECT id FROM teams.themes WHERE thumbnail IS NULL OR (thumbnail->>'drawn')::timestamptz < updated_at
     ORDER BY updated_at DESC LIMIT $1`,
    [limit],
  );
  return result.rows.map((row) => row.id);
}
