import { randomUUID } from 'node:crypto';
import type { Queryable } from '@lectern/db';
import {
  NotFoundError,
  slideTemplateDecider,
  slideTemplateMessages,
  SLIDE_TEMPLATES_PER_PERSON_MAX,
  SLIDE_TEMPLATES_PER_TEAM_MAX,
  slideTemplateStreamId,
  ValidationError,
  type SlideTemplateCommand,
  type SlideTemplateState,
} from '@lectern/domain';
import {
  countSlideTemplates,
  findSlideTemplateById,
  listSlideTemplates,
  readModelCheckpoint,
  readModelNames,
  slideTemplateIdsByTheme,
  type SlideTemplateLibrary,
  type SlideTemplatePageQuery,
  type SlideTemplateRow,
  type ThemeRow,
} from '@lectern/read-models';
import { on, runCommand, runPlan, type Actor, type CommandDependencies } from '../commands.js';

export interface SlideTemplatesDependencies extends CommandDependencies {
  db: Queryable;
  now: () => string;
}

/**
 * A template is read back from the read model of its scope: one's own from deck-service's, a
 * team's from team-service's (decision 0077); a write waits for that one only.
 */
const readModelsOf = (scope: SlideTemplateRow['scope']) => [
  readModelCheckpoint(scope === 'personal' ? readModelNames.personalSlideTemplates : readModelNames.slideTemplates),
];
/** Team templates' read model: what a change of the themes they are offered for waits for. */
export const TEAM_SLIDE_TEMPLATE_READ_MODELS = readModelsOf('team');

/** Where a new template goes: the person's own templates, or their team's. */
export type TemplateOwner = { scope: 'personal'; userId: string } | { scope: 'team'; teamId: string; userId: string };

export const libraryOf = (owner: TemplateOwner): SlideTemplateLibrary =>
  owner.scope === 'team' ? { teamId: owner.teamId } : { ownerId: owner.userId };

/** The template as a write left it: what that write answers, whatever was saved since. */
function rowOf(state: SlideTemplateState): SlideTemplateRow {
  if (state.status !== 'active') throw new NotFoundError(slideTemplateMessages.noSuchTemplate);
  return {
    id: state.templateId,
    scope: state.scope,
    owner_id: state.ownerId,
    team_id: state.teamId,
    label: state.label,
    html: state.html,
    theme_ids: state.themeIds,
    created_at: new Date(state.createdAt),
    updated_at: new Date(state.updatedAt),
  };
}

/** The decisions that take a deleted theme out of the team templates offered for it (decision 0056). */
export async function templatesLeavingTheme(db: Queryable, theme: ThemeRow, now: string) {
  const ids = (await slideTemplateIdsByTheme(db, theme.team_id)).get(theme.id) ?? [];
  return ids.map((id) =>
    on(slideTemplateStreamId(id), slideTemplateDecider, {
      type: 'RemoveSlideTemplateFromThemes',
      data: { themeIds: [theme.id], now },
    }),
  );
}

/**
 * Slide templates (spec/002 §3–§9): each its own stream (`slide-template-<id>`), decided in
 * `@lectern/domain`'s slide template decider; a person's own, or their team's, whose managers
 * choose the themes each is offered for. The markup reaching here is already cleaned.
 */
export function createSlideTemplates(deps: SlideTemplatesDependencies) {
  /** Decides one command on the template's stream, answered once its scope's read model shows it. */
  const decide = (templateId: string, scope: SlideTemplateRow['scope'], command: SlideTemplateCommand, actor: Actor) =>
    runCommand(
      deps,
      { streamId: slideTemplateStreamId(templateId), decider: slideTemplateDecider, command },
      actor,
      readModelsOf(scope),
    );

  return {
    list: (library: SlideTemplateLibrary, query: SlideTemplatePageQuery) => listSlideTemplates(deps.db, library, query),
    find: (id: string) => findSlideTemplateById(deps.db, id),
    /** For each of the team's themes, the templates added to it (`slide_template_ids`). */
    idsByTheme: (teamId: string) => slideTemplateIdsByTheme(deps.db, teamId),

    /** A new template; a library holds a bounded number of them (checked against the read model). */
    async create(owner: TemplateOwner, fields: { label: string; html: string }, actor: Actor) {
      const [max, message] =
        owner.scope === 'team'
          ? [SLIDE_TEMPLATES_PER_TEAM_MAX, slideTemplateMessages.tooManyForTeam]
          : [SLIDE_TEMPLATES_PER_PERSON_MAX, slideTemplateMessages.tooManyForPerson];
      if ((await countSlideTemplates(deps.db, libraryOf(owner))) >= max)
        throw new ValidationError({ slide_template: [message] });
      const templateId = randomUUID();
      const command: SlideTemplateCommand = {
        type: 'CreateSlideTemplate',
        data: {
          templateId,
          scope: owner.scope,
          ownerId: owner.userId,
          teamId: owner.scope === 'team' ? owner.teamId : null,
          ...fields,
          now: deps.now(),
        },
      };
      return rowOf((await decide(templateId, owner.scope, command, actor)).state);
    },

    /** Answers the template as this change left it. */
    change: async (template: SlideTemplateRow, changes: { label?: string; html?: string }, actor: Actor) =>
      rowOf(
        (
          await decide(
            template.id,
            template.scope,
            { type: 'ChangeSlideTemplate', data: { changes, now: deps.now() } },
            actor,
          )
        ).state,
      ),

    async remove(template: SlideTemplateRow, actor: Actor): Promise<void> {
      await decide(template.id, template.scope, { type: 'DeleteSlideTemplate', data: { now: deps.now() } }, actor);
    },

    /** Offers the team templates for the theme too (`add`), or no longer (`remove`), in one transaction. */
    async changeThemeTemplates(
      theme: ThemeRow,
      templates: readonly SlideTemplateRow[],
      how: 'add' | 'remove',
      actor: Actor,
    ): Promise<void> {
      const now = deps.now();
      const type = how === 'add' ? 'AddSlideTemplateToThemes' : 'RemoveSlideTemplateFromThemes';
      await runPlan(
        deps,
        () =>
          templates.map((template) =>
            on(slideTemplateStreamId(template.id), slideTemplateDecider, { type, data: { themeIds: [theme.id], now } }),
          ),
        actor,
        TEAM_SLIDE_TEMPLATE_READ_MODELS,
      );
    },
  };
}

export type SlideTemplates = ReturnType<typeof createSlideTemplates>;
