import type { DeckTemplate } from '@lectern/contracts';
import type { Queryable } from '@lectern/db';
import {
  availableForTheme,
  can,
  DEFAULT_DECK_SETTINGS,
  NotFoundError,
  SLIDE_TEMPLATES_PER_TEAM_MAX,
  themeDeckSettings,
  type Actor,
  type DeckSettings,
} from '@lectern/domain';
import {
  findTeamDefaultTheme,
  findThemeById,
  listSlideTemplates,
  listTeamThemes,
  type ThemeRow,
} from '@lectern/read-models';

/** The blank decks every person may start from (spec/001 §2: blank white, blank black). */
const BLANK_DECKS = [
  { id: 'blank-white', title: 'Blank (white)', theme_color: 'white-blue' },
  { id: 'blank-black', title: 'Blank (black)', theme_color: 'black-blue' },
] as const;

const THEME_PREFIX = 'theme-';

/** The team whose themes `actor` may start decks from, or null. */
const themesTeamOf = (actor: Actor): string | null =>
  actor.kind === 'user' && actor.teamId !== null && can(actor, 'use', { type: 'theme', teamId: actor.teamId }).allowed
    ? actor.teamId
    : null;

/** The markup of the team templates offered for `theme`, oldest first: the slides of a deck made from it. */
async function themeSlides(db: Queryable, theme: ThemeRow): Promise<string[]> {
  const { results } = await listSlideTemplates(
    db,
    { teamId: theme.team_id },
    { page: 1, perPage: SLIDE_TEMPLATES_PER_TEAM_MAX, forTheme: theme.id },
  );
  return results.map((template) => template.html).reverse();
}

/**
 * GET /deck_templates: the blank decks, and for a member of a team each of its themes that has team
 * templates offered for it, with those templates as the slides a deck made from it starts with, and
 * its default theme even without any (New deck opens this list, and a member's deck started from
 * the team's default theme before it did).
 */
export async function listDeckTemplates(db: Queryable, actor: Actor): Promise<DeckTemplate[]> {
  const { theme_font, width, height } = DEFAULT_DECK_SETTINGS;
  const blanks = BLANK_DECKS.map((blank) => ({
    ...blank,
    theme_id: null,
    theme_font,
    width,
    height,
    slides: [],
    theme_html: '',
  }));
  const teamId = themesTeamOf(actor);
  if (teamId === null) return blanks;
  // One read of the team's templates (at most 200) serves every theme.
  const [themes, { results: templates }, defaultTheme] = await Promise.all([
    listTeamThemes(db, teamId),
    listSlideTemplates(db, { teamId }, { page: 1, perPage: SLIDE_TEMPLATES_PER_TEAM_MAX }),
    findTeamDefaultTheme(db, teamId),
  ]);
  const oldestFirst = [...templates].reverse();
  const fromThemes = themes.flatMap((theme) => {
    const slides = oldestFirst
      .filter((template) => availableForTheme(template.theme_ids, theme.id))
      .map((template) => template.html);
    if (slides.length === 0 && theme.id !== defaultTheme?.id) return [];
    return [
      {
        id: `${THEME_PREFIX}${theme.id}`,
        title: theme.name,
        theme_id: theme.id,
        theme_color: theme.color,
        theme_font: theme.font,
        width: theme.width,
        height: theme.height,
        slides,
        theme_html: theme.html,
      },
    ];
  });
  return [...blanks, ...fromThemes];
}

/**
 * What a deck made from the deck template `id` starts with: its settings and, for a theme's, its
 * slides. A template `actor` may not use is not found.
 */
export async function deckTemplateStart(
  db: Queryable,
  actor: Actor,
  id: string,
): Promise<{ settings: Partial<DeckSettings>; data?: string }> {
  const blank = BLANK_DECKS.find((candidate) => candidate.id === id);
  if (blank) return { settings: { theme_color: blank.theme_color } };
  const teamId = themesTeamOf(actor);
  const theme = id.startsWith(THEME_PREFIX) ? await findThemeById(db, id.slice(THEME_PREFIX.length)) : undefined;
  if (!theme || teamId === null || theme.team_id !== teamId)
    throw new NotFoundError('Could not find this deck template');
  const slides = await themeSlides(db, theme);
  return {
    settings: { theme_id: theme.id, ...themeDeckSettings(theme) },
    ...(slides.length > 0 ? { data: slides.join('') } : {}),
  };
}
