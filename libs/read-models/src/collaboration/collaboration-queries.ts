import type { Queryable } from '@lectern/db';
import type { AssignableRole } from '@lectern/domain';

/** A collaborator of a deck with what the deck user list shows of them (spec/001 §3 "Deck user"). */
export interface CollaboratorRow {
  /** The user's id, or the invitation's while nobody has signed up with the address. */
  id: string;
  deck_id: string;
  user_id: string | null;
  email: string;
  role: AssignableRole;
  created_at: Date;
  username: string | null;
  name: string | null;
  profile_photo: string | null;
}

const SELECT_COLLABORATOR = `
SELECT c.id, c.deck_id, c.user_id, c.email, c.role, c.created_at, u.username, u.name, u.profile_photo
FROM decks.collaborators c LEFT JOIN accounts.users u ON u.id = c.user_id`;

/** A deck's collaborators, in the order they were invited. */
export async function listCollaborators(db: Queryable, deckId: string): Promise<CollaboratorRow[]> {
  return (
    await db.query<CollaboratorRow>(`${SELECT_COLLABORATOR} WHERE c.deck_id = $1 ORDER BY c.created_at, c.id`, [deckId])
  ).rows;
}

export async function findCollaborator(
  db: Queryable,
  deckId: string,
  id: string,
): Promise<CollaboratorRow | undefined> {
  return (await db.query<CollaboratorRow>(`${SELECT_COLLABORATOR} WHERE c.deck_id = $1 AND c.id = $2`, [deckId, id]))
    .rows[0];
}

/** The deck of an invitation still waiting for its address's owner. */
export async function findInvitationDeck(db: Queryable, invitationId: string): Promise<string | undefined> {
  const result = await db.query<{ deck_id: string }>(
    'SELECT deck_id FROM decks.collaborators WHERE id = $1 AND user_id IS NULL',
    [invitationId],
  );
  return result.rows[0]?.deck_id;
}

export interface EditorRow {
  editor_id: string | null;
  /** Who asked the editor to let them edit, oldest first. */
  pending: string[];
}

/** Who edits a collaborative deck and who waits to; nobody until someone first opens its editor. */
export async function deckEditor(db: Queryable, deckId: string): Promise<EditorRow> {
  const result = await db.query<EditorRow>('SELECT editor_id, pending FROM decks.editors WHERE deck_id = $1', [deckId]);
  return result.rows[0] ?? { editor_id: null, pending: [] };
}

export interface CommentRow {
  id: string;
  deck_id: string;
  author_id: string;
  message: string;
  slide_hash: string | null;
  created_at: Date;
  updated_at: Date;
  author_username: string | null;
  author_name: string | null;
  author_photo: string | null;
}

const SELECT_COMMENT = `
SELECT c.id, c.deck_id, c.author_id, c.message, c.slide_hash, c.created_at, c.updated_at,
       u.username AS author_username, u.name AS author_name, u.profile_photo AS author_photo
FROM decks.comments c LEFT JOIN accounts.users u ON u.id = c.author_id`;

export async function findComment(db: Queryable, id: string): Promise<CommentRow | undefined> {
  return (await db.query<CommentRow>(`${SELECT_COMMENT} WHERE c.id = $1`, [id])).rows[0];
}

/**
 * One page of a deck's comments, newest first, optionally those on one slide. Pages after the first
 * count from `offsetId` (the newest comment when the first page was read), so comments added since
 * do not shift them. `hasMore` says whether older ones remain.
 */
export async function listComments(
  db: Queryable,
  options: { deckId: string; slideHash?: string; offsetId?: string; page: number; perPage: number },
): Promise<{ comments: CommentRow[]; hasMore: boolean }> {
  const result = await db.query<CommentRow>(
    `${SELECT_COMMENT}
     WHERE c.deck_id = $1 AND ($2::text IS NULL OR c.slide_hash = $2)
       AND ($3::text IS NULL OR (c.created_at, c.id) <= (
         SELECT o.created_at, o.id FROM decks.comments o WHERE o.id = $3 AND o.deck_id = $1))
     ORDER BY c.created_at DESC, c.id DESC LIMIT $4 OFFSET $5`,
    [
      options.deckId,
      options.slideHash ?? null,
      options.offsetId ?? null,
      options.perPage + 1,
      (options.page - 1) * options.perPage,
    ],
  );
  return { comments: result.rows.slice(0, options.perPage), hasMore: result.rows.length > options.perPage };
}

/** When `userId` last read the deck's comments, and how many by others came after. */
export async function commentsUnread(
  db: Queryable,
  deckId: string,
  userId: string,
): Promise<{ readAt: Date | null; unread: number }> {
  const result = await db.query<{ read_at: Date | null; unread: number }>(
    `SELECT r.read_at, (SELECT count(*)::int FROM decks.comments c
       WHERE c.deck_id = $1 AND c.author_id <> $2 AND (r.read_at IS NULL OR c.created_at > r.read_at)) AS unread
     FROM (SELECT (SELECT read_at FROM decks.comment_reads WHERE deck_id = $1 AND user_id = $2) AS read_at) r`,
    [deckId, userId],
  );
  const row = result.rows[0];
  return { readAt: row?.read_at ?? null, unread: row?.unread ?? 0 };
}
