import type { ThemeEvent, ThemeFields, ThemeThumbnailEvent } from '@lectern/domain';
import type { Queryable, SqlParam } from '@lectern/db';
import type { StoredEvent } from '@lectern/event-store';

/** The columns of teams.themes, by theme field; the lists are kept as JSON. */
const fieldColumns: Record<keyof ThemeFields, string> = {
  name: 'name',
  font: 'font',
  color: 'color',
  transition: 'transition',
  background_transition: 'background_transition',
  width: 'width',
  height: 'height',
  center: 'center',
  rolling_links: 'rolling_links',
  less: 'less',
  css: 'css',
  html: 'html',
  js: 'js',
  palette: 'palette',
  font_typekit: 'font_typekit',
  font_google: 'font_google',
  snippets: 'snippets',
};
const JSON_FIELDS: ReadonlySet<string> = new Set(['palette', 'snippets']);

/** The fields of a theme event as column names and values, in the same order. */
function columnsOf(fields: Partial<ThemeFields>): { columns: string[]; values: SqlParam[] } {
  const entries = Object.entries(fields).filter(([key]) => Object.hasOwn(fieldColumns, key));
  return {
    columns: entries.map(([key]) => fieldColumns[key as keyof ThemeFields]),
    values: entries.map(([key, value]) => (JSON_FIELDS.has(key) ? JSON.stringify(value) : (value as SqlParam))),
  };
}

/** A theme event of the `theme-` streams; a deleted theme's row goes. */
export async function applyThemeEvent(tx: Queryable, themeId: string, event: StoredEvent & ThemeEvent): Promise<void> {
  switch (event.type) {
    case 'ThemeCreated': {
      const { columns, values } = columnsOf(event.data.fields);
      const placeholders = columns.map((_, i) => `$${i + 4}`);
      await tx.query(
        `INSERT INTO teams.themes (id, team_id, created_at, updated_at, ${columns.join(', ')})
         VALUES ($1, $2, $3, $3, ${placeholders.join(', ')}) ON CONFLICT (id) DO NOTHING`,
        [themeId, event.data.teamId, event.data.createdAt, ...values],
      );
      return;
    }
    case 'ThemeChanged': {
      const { columns, values } = columnsOf(event.data.changes);
      const assignments = ['updated_at = $2', ...columns.map((column, i) => `${column} = $${i + 3}`)];
      await tx.query(`UPDATE teams.themes SET ${assignments.join(', ')} WHERE id = $1`, [
        themeId,
        event.data.changedAt,
        ...values,
      ]);
      return;
    }
    case 'ThemeDeleted':
      await tx.query('DELETE FROM teams.themes WHERE id = $1', [themeId]);
      return;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** The newest picture only: its stream version orders them, which keeps replays exact; a deleted theme's is dropped. */
export async function applyThemeThumbnailEvent(
  tx: Queryable,
  themeId: string,
  event: StoredEvent & ThemeThumbnailEvent,
): Promise<void> {
  await tx.query(
    'UPDATE teams.themes SET thumbnail = $2, thumbnail_position = $3 WHERE id = $1 AND thumbnail_position < $3',
    [themeId, JSON.stringify(event.data), event.streamVersion],
  );
}
