import { streamPrefix } from '@lectern/domain';
import { streamEvent, type Projection } from '@lectern/projections';
import { readModelNames } from '@lectern/read-models';

/**
 * Team slide templates, projected from the `slide-template-` streams into `teams.slide_templates`
 * by their team, each with the themes it is offered for. A deleted template's row goes (decision
 * 0056). Personal templates are deck-service's read model since decision 0077: this one no longer
 * keeps them, and its migration 002 took out the rows it had kept.
 */
export const slideTemplatesProjection: Projection = {
  name: readModelNames.slideTemplates,
  streamPrefixes: [streamPrefix('slideTemplate')],
  migrations: [
    {
      id: '001_slide_templates',
      sql: `
CREATE SCHEMA IF NOT EXISTS teams;
CREATE TABLE teams.slide_templates (
  id text PRIMARY KEY,
  scope text NOT NULL,
  owner_id text NOT NULL,
  team_id text,
  label text NOT NULL,
  html text NOT NULL,
  theme_ids jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX slide_templates_team ON teams.slide_templates (team_id, created_at) WHERE scope = 'team';
CREATE INDEX slide_templates_owner ON teams.slide_templates (owner_id, created_at) WHERE scope = 'personal';
`,
    },
    {
      id: '002_team_slide_templates_only',
      sql: `
DELETE FROM teams.slide_templates WHERE scope = 'personal';
DROP INDEX IF EXISTS teams.slide_templates_owner;
`,
    },
  ],
  async reset(tx) {
    await tx.query('DELETE FROM teams.slide_templates');
  },
  async apply(tx, stored) {
    const stream = streamEvent(stored);
    if (stream?.kind !== 'slideTemplate') return;
    const { event, id } = stream;
    switch (event.type) {
      case 'SlideTemplateCreated': {
        const { scope, ownerId, teamId, label, html, createdAt } = event.data;
        if (scope !== 'team') return;
        await tx.query(
          `INSERT INTO teams.slide_templates (id, scope, owner_id, team_id, label, html, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (id) DO NOTHING`,
          [id, scope, ownerId, teamId, label, html, createdAt],
        );
        return;
      }
      case 'SlideTemplateChanged': {
        const { label, html } = event.data.changes;
        await tx.query(
          `UPDATE teams.slide_templates SET label = COALESCE($2, label), html = COALESCE($3, html), updated_at = $4
           WHERE id = $1`,
          [id, label ?? null, html ?? null, event.data.changedAt],
        );
        return;
      }
      // Added and removed as sets, so replaying either changes nothing.
      case 'SlideTemplateAddedToThemes':
        await tx.query(
          `UPDATE teams.slide_templates SET updated_at = $3, theme_ids = theme_ids || COALESCE(
             (SELECT jsonb_agg(theme_id) FROM jsonb_array_elements_text($2::jsonb) AS theme_id WHERE NOT theme_ids ? theme_id),
             '[]'::jsonb)
           WHERE id = $1`,
          [id, JSON.stringify(event.data.themeIds), event.data.changedAt],
        );
        return;
      case 'SlideTemplateRemovedFromThemes':
        await tx.query(
          `UPDATE teams.slide_templates SET updated_at = $3, theme_ids = COALESCE(
             (SELECT jsonb_agg(theme_id) FROM jsonb_array_elements_text(theme_ids) AS theme_id WHERE NOT $2::jsonb ? theme_id),
             '[]'::jsonb)
           WHERE id = $1`,
          [id, JSON.stringify(event.data.themeIds), event.data.changedAt],
        );
        return;
      case 'SlideTemplateDeleted':
        await tx.query('DELETE FROM teams.slide_templates WHERE id = $1', [id]);
        return;
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
};
