import { streamPrefix } from '@lectern/domain';
import { streamEvent, type Projection } from '@lectern/projections';
import { readModelNames } from '@lectern/read-models';

/**
 * A person's own slide templates, projected from the `slide-template-` streams into
 * `decks.personal_slide_templates` by their owner (decision 0077); team templates are
 * team-service's (`teams.slide_templates`). A personal template is never offered for a theme, so
 * only its creation, changes and deletion are kept. A deleted template's row goes.
 */
export const personalSlideTemplatesProjection: Projection = {
  name: readModelNames.personalSlideTemplates,
  streamPrefixes: [streamPrefix('slideTemplate')],
  migrations: [
    {
      id: '001_personal_slide_templates',
      sql: `
CREATE SCHEMA IF NOT EXISTS decks;
CREATE TABLE decks.personal_slide_templates (
  id text PRIMARY KEY,
  owner_id text NOT NULL,
  label text NOT NULL,
  html text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX personal_slide_templates_owner ON decks.personal_slide_templates (owner_id, created_at);
`,
    },
  ],
  async reset(tx) {
    await tx.query('DELETE FROM decks.personal_slide_templates');
  },
  async apply(tx, stored) {
    const stream = streamEvent(stored);
    if (stream?.kind !== 'slideTemplate') return;
    const { event, id } = stream;
    switch (event.type) {
      case 'SlideTemplateCreated': {
        const { scope, ownerId, label, html, createdAt } = event.data;
        if (scope !== 'personal') return;
        await tx.query(
          `INSERT INTO decks.personal_slide_templates (id, owner_id, label, html, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (id) DO NOTHING`,
          [id, ownerId, label, html, createdAt],
        );
        return;
      }
      // A team template's id has no row here: these change nothing for it.
      case 'SlideTemplateChanged': {
        const { label, html } = event.data.changes;
        await tx.query(
          `UPDATE decks.personal_slide_templates
           SET label = COALESCE($2, label), html = COALESCE($3, html), updated_at = $4 WHERE id = $1`,
          [id, label ?? null, html ?? null, event.data.changedAt],
        );
        return;
      }
      case 'SlideTemplateDeleted':
        await tx.query('DELETE FROM decks.personal_slide_templates WHERE id = $1', [id]);
        return;
      // Only team templates are offered for themes (the decider refuses a personal one).
      case 'SlideTemplateAddedToThemes':
      case 'SlideTemplateRemovedFromThemes':
        return;
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
};
