import type { Queryable } from '@lectern/db';
import type { MediaKind, MediaStatus, StoredFile } from '@lectern/domain';
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
