import { randomUUID } from 'node:crypto';
import type { Queryable } from '@lectern/db';
import {
  NotFoundError,
  teamDecider,
  teamStreamId,
  themeDecider,
  themeMessages,
  THEMES_PER_TEAM_MAX,
  themeStreamId,
  ValidationError,
  type TeamCommand,
  type TeamSettings,
  type TeamState,
  type ThemeCommand,
  type ThemeFields,
  type ThemeState,
} from '@lectern/domain';
import {
  findThemeById,
  listTeamThemes,
  readModelCheckpoint,
  readModelNames,
  type TeamRow,
  type ThemeRow,
} from '@lectern/read-models';
import { on, runCommand, runPlan, type Actor, type CommandDependencies } from '../commands.js';
import { TEAM_SLIDE_TEMPLATE_READ_MODELS, templatesLeavingTheme } from './slide-templates.js';

export interface ThemesDependencies extends CommandDependencies {
  db: Queryable;
  now: () => string;
}

/** Themes are read back from the teams read model, which holds them. */
const READ_MODELS = [readModelCheckpoint(readModelNames.teams)];

/** The theme as a write left it: what that write answers, whatever was saved since, with the picture it had. */
function rowOf(state: ThemeState, before?: ThemeRow): ThemeRow {
  if (state.status !== 'active') throw new NotFoundError(themeMessages.noSuchTheme);
  const { themeId, teamId, fields, createdAt, updatedAt } = state;
  return {
    id: themeId,
    team_id: teamId,
    ...fields,
    created_at: new Date(createdAt),
    updated_at: new Date(updatedAt),
    thumbnail: before?.thumbnail ?? null,
    thumbnail_position: before?.thumbnail_position ?? 0,
  };
}

/** A team setting changed only while the team's state asks for it (`wanted` answers null otherwise). */
const teamSettingWhen =
  (wanted: (settings: TeamSettings) => Partial<TeamSettings> | null) =>
  (state: TeamState): TeamCommand => ({
    type: 'ChangeTeamSettings',
    data: { settings: (state.status === 'active' && wanted(state.settings)) || {} },
  });

/**
 * A team's themes: each its own stream (`theme-<id>`); the team's default theme is a team setting,
 * changed in the same transaction as the theme that makes or unmakes it (decision 0040).
 */
export function createThemes(deps: ThemesDependencies) {
  return {
    list: (team: TeamRow) => listTeamThemes(deps.db, team.id),
    find: (themeId: string) => findThemeById(deps.db, themeId),

    /** A new theme of the team; a team's first theme becomes its default (spec/002 §4). */
    async create(team: TeamRow, fields: Partial<ThemeFields>, actor: Actor): Promise<ThemeRow> {
      if (team.themes.length >= THEMES_PER_TEAM_MAX)
        throw new ValidationError({ theme: [themeMessages.tooManyThemes] });
      const themeId = randomUUID();
      const command: ThemeCommand = {
        type: 'CreateTheme',
        data: { themeId, teamId: team.id, fields, now: deps.now() },
      };
      const create = on(themeStreamId(themeId), themeDecider, command);
      const makeDefault = on(
        teamStreamId(team.id),
        teamDecider,
        teamSettingWhen(() => ({ default_theme_id: themeId })),
      );
      const [created] = await runPlan(
        deps,
        () => (team.themes.length === 0 ? [create, makeDefault] : [create]),
        actor,
        READ_MODELS,
      );
      return rowOf(created!.state as ThemeState);
    },

    /** Answers the theme as this change left it. */
    async change(theme: ThemeRow, changes: Partial<ThemeFields>, scriptsAllowed: boolean, actor: Actor) {
      const { state } = await runCommand(
        deps,
        {
          streamId: themeStreamId(theme.id),
          decider: themeDecider,
          command: { type: 'ChangeTheme', data: { changes, scriptsAllowed, now: deps.now() } },
        },
        actor,
      );
      return rowOf(state, theme);
    },

    /**
     * Deletes the theme; the team's default no longer is one when it was this theme, and the team
     * templates offered for it no longer name it (decision 0056).
     */
    async remove(theme: ThemeRow, actor: Actor): Promise<void> {
      const now = deps.now();
      const leaving = await templatesLeavingTheme(deps.db, theme, now);
      await runPlan(
        deps,
        () => [
          on(themeStreamId(theme.id), themeDecider, { type: 'DeleteTheme', data: { now } }),
          on(
            teamStreamId(theme.team_id),
            teamDecider,
            teamSettingWhen((settings) => (settings.default_theme_id === theme.id ? { default_theme_id: null } : null)),
          ),
          ...leaving,
        ],
        actor,
        [...READ_MODELS, ...TEAM_SLIDE_TEMPLATE_READ_MODELS],
      );
    },
  };
}

export type Themes = ReturnType<typeof createThemes>;
