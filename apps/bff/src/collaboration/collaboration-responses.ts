import type { Comment, DeckUser } from '@lectern/contracts';
import type { CollaboratorRow, CommentRow, DeckRow, EditorRow, UserRow } from '@lectern/read-models';

/** What the deck user list says of each person: their address only to those who administer the deck. */
interface Shown {
  editor: EditorRow;
  showEmail: boolean;
}

export const ownerAsDeckUser = (deck: DeckRow, owner: UserRow | undefined, shown: Shown): DeckUser => ({
  id: deck.owner_id,
  user_id: deck.owner_id,
  email: shown.showEmail ? (owner?.email ?? null) : null,
  username: deck.owner_username,
  name: owner?.name ?? null,
  thumbnail_url: owner?.profile_photo ?? null,
  role: 'owner',
  pending: false,
  editing: shown.editor.editor_id === deck.owner_id,
});

export const toDeckUser = (row: CollaboratorRow, shown: Shown): DeckUser => ({
  id: row.id,
  user_id: row.user_id,
  email: shown.showEmail ? row.email : null,
  username: row.username,
  name: row.name,
  thumbnail_url: row.profile_photo,
  role: row.role,
  pending: row.user_id === null,
  editing: row.user_id !== null && shown.editor.editor_id === row.user_id,
});

export const toComment = (row: CommentRow): Comment => ({
  id: row.id,
  user_id: row.author_id,
  message: row.message,
  slide_hash: row.slide_hash,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
  user: { id: row.author_id, username: row.author_username, name: row.author_name, thumbnail_url: row.author_photo },
});
