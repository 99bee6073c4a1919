import { streamPrefix } from '@lectern/domain';
import { streamEvent, type Projection } from '@lectern/projections';
import { readModelNames } from '@lectern/read-models';

/** The media libraries (a user's own, a team's shared): one row per item that is not deleted, projected from `media-` streams. */
export const mediaProjection: Projection = {
  name: readModelNames.media,
  streamPrefixes: [streamPrefix('media')],
  migrations: [
    {
      id: '001_media',
      sql: `
CREATE SCHEMA IF NOT EXISTS media;
CREATE TABLE media.items (
  id text PRIMARY KEY,
  owner_id text NOT NULL,
  kind text NOT NULL,
  filename text NOT NULL,
  label text NOT NULL,
  status text NOT NULL,
  hidden boolean NOT NULL DEFAULT false,
  inline boolean NOT NULL DEFAULT false,
  original jsonb,
  thumbnail jsonb,
  video jsonb,
  width integer,
  height integer,
  duration double precision,
  created_at timestamptz NOT NULL
);
CREATE INDEX media_owner ON media.items (owner_id, hidden, created_at DESC);
`,
    },
    {
      id: '002_team_media',
      sql: `
ALTER TABLE media.items ADD COLUMN team_id text;
CREATE INDEX media_team ON media.items (team_id, hidden, created_at DESC) WHERE team_id IS NOT NULL;
`,
    },
    {
      // The media queue's depth, read on each metrics scrape without a scan of the library.
      id: '003_processing',
      sql: `CREATE INDEX media_processing ON media.items (id) WHERE status = 'processing';`,
    },
  ],
  async reset(tx) {
    await tx.query('DELETE FROM media.items');
  },
  async apply(tx, stored) {
    const stream = streamEvent(stored);
    if (stream?.kind !== 'media') return;
    const { event, id } = stream;
    const set = (assignments: string, values: unknown[]) =>
      tx.query(`UPDATE media.items SET ${assignments} WHERE id = $1`, [id, ...values] as never);
    switch (event.type) {
      case 'MediaCreated':
        await tx.query(
          `INSERT INTO media.items (id, owner_id, team_id, kind, filename, label, status, created_at) VALUES ($1, $2, $3, $4, $5, $6, 'waiting', $7) ON CONFLICT (id) DO NOTHING`,
          [
            id,
            event.data.ownerId,
            event.data.teamId ?? null,
            event.data.kind,
            event.data.filename,
            event.data.label,
            event.data.createdAt,
          ],
        );
        return;
      case 'MediaFileStored':
        await set(`status = 'uploaded', original = $2`, [JSON.stringify(event.data.original)]);
        return;
      case 'MediaUploadCompleted':
        await set(`status = 'processing'`, []);
        return;
      case 'MediaProcessed':
        await set(`status = 'complete', thumbnail = $2, video = $3, width = $4, height = $5, duration = $6`, [
          JSON.stringify(event.data.thumbnail),
          JSON.stringify(event.data.video),
          event.data.width,
          event.data.height,
          event.data.duration,
        ]);
        return;
      case 'MediaProcessingFailed':
        await set(`status = 'error'`, []);
        return;
      case 'MediaRenamed':
        await set('label = $2', [event.data.label]);
        return;
      case 'MediaInlineChanged':
        await set('inline = $2', [event.data.inline]);
        return;
      case 'MediaHidden':
        await set('hidden = true', []);
        return;
      case 'MediaRestored':
        await set('hidden = false', []);
        return;
      case 'MediaDeleted':
        await tx.query('DELETE FROM media.items WHERE id = $1', [id]);
        return;
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
};
