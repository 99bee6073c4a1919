import type { Queryable, SqlParam } from '@lectern/db';
import type { SlideTemplateScope } from '@lectern/domain';

/** A slide template as the read model keeps it (spec/002 §3 "Slide template"). */
export interface SlideTemplateRow {
  id: string;
  scope: SlideTemplateScope;
  /** Who saved it: its owner when personal. */
  owner_id: string;
  team_id: string | null;
  label: string;
  html: string;
  /** The themes a team template is offered for; none: all of its team's. */
  theme_ids: string[];
  created_at: Date;
  updated_at: Date;
}

/** Whose templates a list shows: a person's own, or a team's. */
export type SlideTemplateLibrary = { ownerId: string } | { teamId: string };

const COLUMNS = 'id, scope, owner_id, team_id, label, html, theme_ids, created_at, updated_at';
/** Team templates: team-service's read model (`teams.slide_templates`). */
const TEAM_TEMPLATES = `SELECT ${COLUMNS} FROM teams.slide_templates`;
/**
 * A person's own: deck-service's (`decks.personal_slide_templates`, decision 0077), in the same
 * columns (in no team, offered for no theme).
 */
const PERSONAL_TEMPLATES = `SELECT id, 'personal' AS scope, owner_id, NULL::text AS team_id, label, html,
  '[]'::jsonb AS theme_ids, created_at, updated_at FROM decks.personal_slide_templates`;
/** Every template, whoever's. */
const ALL_TEMPLATES = `(${TEAM_TEMPLATES} UNION ALL ${PERSONAL_TEMPLATES}) AS templates`;

const whereLibrary = (library: SlideTemplateLibrary) =>
  'teamId' in library
    ? { from: 'teams.slide_templates', where: `scope = 'team' AND team_id = $1`, param: library.teamId }
    : { from: `(${PERSONAL_TEMPLATES}) AS personal`, where: 'owner_id = $1', param: library.ownerId };

export interface SlideTemplatePageQuery {
  page: number;
  perPage: number;
  /**
   * Only the team templates offered for a deck of this theme (null: a deck without one): those in
   * no theme, and those in this one. Left out: every template of the library.
   */
  forTheme?: string | null;
}

/** A page of a library's templates, newest first, and how many there are in it. */
export async function listSlideTemplates(
  db: Queryable,
  library: SlideTemplateLibrary,
  { page, perPage, forTheme }: SlideTemplatePageQuery,
): Promise<{ results: SlideTemplateRow[]; total: number }> {
  const { from, where, param } = whereLibrary(library);
  const params: SqlParam[] = [param];
  let filter = '';
  if (forTheme !== undefined) {
    params.push(forTheme);
    filter = ` AND (theme_ids = '[]'::jsonb OR ($2::text IS NOT NULL AND theme_ids ? $2::text))`;
  }
  const [rows, count] = await Promise.all([
    db.query<SlideTemplateRow>(
      `SELECT ${COLUMNS} FROM ${from} WHERE ${where}${filter}
       ORDER BY created_at DESC, id LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}${filter}`, params),
  ]);
  return { results: rows.rows, total: count.rows[0]?.total ?? 0 };
}

/** How many templates a library holds. */
export async function countSlideTemplates(db: Queryable, library: SlideTemplateLibrary): Promise<number> {
  const { from, where, param } = whereLibrary(library);
  return (await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, [param]))
    .rows[0]!.total;
}

/** A template, whoever's; a deleted one is gone. */
export async function findSlideTemplateById(db: Queryable, id: string): Promise<SlideTemplateRow | undefined> {
  return (await db.query<SlideTemplateRow>(`SELECT ${COLUMNS} FROM ${ALL_TEMPLATES} WHERE id = $1`, [id])).rows[0];
}

/** The templates with these ids (any library); unknown ids are left out. */
export async function findSlideTemplatesByIds(db: Queryable, ids: readonly string[]): Promise<SlideTemplateRow[]> {
  if (ids.length === 0) return [];
  return (
    await db.query<SlideTemplateRow>(
      `SELECT ${COLUMNS} FROM ${ALL_TEMPLATES} WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
      [JSON.stringify(ids)],
    )
  ).rows;
}

/** For each theme of the team, the ids of the team templates added to it, oldest first (`slide_template_ids`). */
export async function slideTemplateIdsByTheme(db: Queryable, teamId: string): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ theme_id: string; ids: string[] }>(
    `SELECT theme_id, jsonb_agg(id ORDER BY created_at, id) AS ids
     FROM teams.slide_templates, jsonb_array_elements_text(theme_ids) AS theme_id
     WHERE scope = 'team' AND team_id = $1
     GROUP BY theme_id`,
    [teamId],
  );
  return new Map(rows.map((row) => [row.theme_id, row.ids]));
}
