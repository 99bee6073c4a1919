import type { Queryable } from '@lectern/db';
import type { MediaKind, MediaStatus, StoredFile } from '@lectern/domain';
export interface MediaRow {
  id: string;
  /** Who uploaded it; for team media this grants nothing (the policy asks the team). */
  owner_id: string;
  /** The team whose shared library holds it, or null for the owner's own media. */
  team_id: string | null;
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
  'id, owner_id, team_id, kind, filename, label, status, hidden, inline, original, thumbnail, video, width, height, duration, created_at';

export async function findMedia(db: Queryable, id: string): Promise<MediaRow | undefined> {
  return (await db.query<MediaRow>(`SELECT ${COLUMNS} FROM media.items WHERE id = $1`, [id])).rows[0];
}

/** Whose library: a user's own media, or a team's shared media. */
export type MediaLibrary = { ownerId: string } | { teamId: string };

const inLibrary = (library: MediaLibrary) =>
  'teamId' in library
    ? { where: 'team_id = $1', id: library.teamId }
    : { where: 'owner_id = $1 AND team_id IS NULL', id: library.ownerId };

/** A library's page: newest first, one kind or all, the trash or the rest. */
export async function listMedia(
  db: Queryable,
  options: { library: MediaLibrary; kind?: MediaKind; hidden: boolean; page: number; perPage: number },
): Promise<{ results: MediaRow[]; total: number }> {
  const library = inLibrary(options.library);
  const where = `${library.where} AND hidden = $2 AND ($3::text IS NULL OR kind = $3) AND status <> 'error'`;
  const params = [library.id, options.hidden, options.kind ?? null];
  const [rows, count] = await Promise.all([
    db.query<MediaRow>(
      `SELECT ${COLUMNS} FROM media.items WHERE ${where} ORDER BY created_at DESC, id LIMIT $4 OFFSET $5`,
      [...params, options.perPage, (options.page - 1) * options.perPage],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM media.items WHERE ${where}`, params),
  ]);
  return { results: rows.rows, total: count.rows[0]?.total ?? 0 };
}

/**
 * Which of these media ids a deck of `ownerId` may show: their own media, and their team's shared
 * media while they are an active member of it.
 */
export async function usableMediaIds(db: Queryable, ownerId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.query<{ id: string }>(
    `SELECT id FROM media.items
     WHERE id = ANY($2::text[])
       AND ((owner_id = $1 AND team_id IS NULL)
         OR team_id = (SELECT team_id FROM accounts.users WHERE id = $1 AND team_active))`,
    [ownerId, ids],
  );
  return new Set(result.rows.map((row) => row.id));
}

/** Uploads waiting to be processed (counted up to `limit`): the media queue's depth. */
export async function countMediaProcessing(db: Queryable, limit: number): Promise<number> {
  const result = await db.query<{ waiting: number }>(
    `SELECT count(*)::int AS waiting FROM (SELECT 1 FROM media.items WHERE status = 'processing' LIMIT $1) waiting`,
    [limit],
  );
  return result.rows[0]?.waiting ?? 0;
}
