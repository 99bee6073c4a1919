import type { Queryable } from '@lectern/db';
import type { MediaEvent, MediaKind, MediaStatus, StoredFile } from '@lectern/domain';
import type { StoredEvent } from '@lectern/event-store';
import type { Projection } from '@lectern/projections';

export interface MediaRow {
  id: string;
  owner_id: string;
  kind: MediaKind;
  filename: string;
  label: string;
  status: MediaStatus;
  hidden: boolean;
  inline: boolean;
  original: StoredFile | null;
  thumbnail: StoredFile | null;
  video: StoredFile | null;
  width: number | null;
  height: number | null;
  duration: number | null;
  created_at: Date;
}

/** The media library: one row per item that is not deleted, projected from `media-` streams. */
export const mediaProjection: Projection = {
  name: 'media-items',
  streamPrefixes: ['media-'],
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
  ],
  async reset(tx) {
    await tx.query('DELETE FROM media.items');
  },
  async apply(tx, stored) {
    const event = stored as StoredEvent & MediaEvent;
    const id = stored.streamId.slice('media-'.length);
    const set = (assignments: string, values: unknown[]) =>
      tx.query(`UPDATE media.items SET ${assignments} WHERE id = $1`, [id, ...values] as never);
    switch (event.type) {
      case 'MediaCreated':
        await tx.query(
          `INSERT INTO media.items (id, owner_id, kind, filename, label, status, created_at) VALUES ($1, $2, $3, $4, $5, 'waiting', $6) ON CONFLICT (id) DO NOTHING`,
          [id, event.data.ownerId, event.data.kind, event.data.filename, event.data.label, event.data.createdAt],
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

const COLUMNS =
  'id, owner_id, kind, filename, label, status, hidden, inline, original, thumbnail, video, width, height, duration, created_at';

export async function findMedia(db: Queryable, id: string): Promise<MediaRow | undefined> {
  return (await db.query<MediaRow>(`SELECT ${COLUMNS} FROM media.items WHERE id = $1`, [id])).rows[0];
}

/** A user's library page: newest first, one kind or all, the trash or the rest. */
export async function listMedia(
  db: Queryable,
  options: { ownerId: string; kind?: MediaKind; hidden: boolean; page: number; perPage: number },
): Promise<{ results: MediaRow[]; total: number }> {
  const where = `owner_id = $1 AND hidden = $2 AND ($3::text IS NULL OR kind = $3) AND status <> 'error'`;
  const params = [options.ownerId, options.hidden, options.kind ?? null];
  const [rows, count] = await Promise.all([
    db.query<MediaRow>(
      `SELECT ${COLUMNS} FROM media.items WHERE ${where} ORDER BY created_at DESC, id LIMIT $4 OFFSET $5`,
      [...params, options.perPage, (options.page - 1) * options.perPage],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM media.items WHERE ${where}`, params),
  ]);
  return { results: rows.rows, total: count.rows[0]?.total ?? 0 };
}

/** Which of these media ids `ownerId` owns. */
export async function ownedMediaIds(db: Queryable, ownerId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.query<{ id: string }>(
    'SELECT id FROM media.items WHERE owner_id = $1 AND id = ANY($2::text[])',
    [ownerId, ids],
  );
  return new Set(result.rows.map((row) => row.id));
}
