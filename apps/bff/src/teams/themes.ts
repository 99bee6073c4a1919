import { randomUUID } from 'node:crypto';
import type { Queryable } from '@lectern/db';
import {
  decideTeam,
  decideTheme,
  evolveTeam,
  evolveTheme,
  initialTeamState,
  initialThemeState,
  NotFoundError,
  teamStreamId,
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
import { decideAcross, onStream, runCommand, type Actor, type CommandDependencies } from '../commands.js';

export interface ThemesDependencies extends CommandDependencies {
  db: Queryable;
  now: () => string;
}

const themeDecider = { decide: decideTheme, evolve: evolveTheme, initialState: initialThemeState };
const teamDecider = { decide: decideTeam, evolve: evolveTeam, initialState: initialTeamState };
/** Themes are read back from the teams read model, which holds them. */
const READ_MODELS = [readModelCheckpoint(readModelNames.teams)];

/** The theme as a write left it: what that write answers, whatever was saved since. */
function rowOf(state: ThemeState): ThemeRow {
  if (state.status !== 'active') throw new NotFoundError(themeMessages.noSuchTheme);
  const { themeId, teamId, fields, createdAt, updatedAt } = state;
  return { id: themeId, team_id: teamId, ...fields, created_at: new Date(createdAt), updated_at: new Date(updatedAt) };
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
      const create = onStream(themeStreamId(themeId), themeDecider, command);
      const makeDefault = onStream(
        teamStreamId(team.id),
        teamDecider,
        teamSettingWhen(() => ({ default_theme_id: themeId })),
      );
      await decideAcross(deps, team.themes.length === 0 ? [create, makeDefault] : [create], actor, READ_MODELS);
      return rowOf(decideTheme(command, initialThemeState).reduce(evolveTheme, initialThemeState));
    },

    /** Answers the theme as this change left it. */
    async change(theme: ThemeRow, changes: Partial<ThemeFields>, scriptsAllowed: boolean, actor: Actor) {
      const { state } = await runCommand(
        deps,
        themeStreamId(theme.id),
        themeDecider,
        { type: 'ChangeTheme', data: { changes, scriptsAllowed, now: deps.now() } },
        actor,
      );
      return rowOf(state);
    },

    /** Deletes the theme; the team's default no longer is one when it was this theme. */
    async remove(theme: ThemeRow, actor: Actor): Promise<void> {
      await decideAcross(
        deps,
        [
          onStream(themeStreamId(theme.id), themeDecider, { type: 'DeleteTheme', data: { now: deps.now() } }),
          onStream(
            teamStreamId(theme.team_id),
            teamDecider,
            teamSettingWhen((settings) => (settings.default_theme_id === theme.id ? { default_theme_id: null } : null)),
          ),
        ],
        actor,
        READ_MODELS,
      );
    },
  };
}

export type Themes = ReturnType<typeof createThemes>;
