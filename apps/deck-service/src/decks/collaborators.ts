import type { Queryable } from '@lectern/db';
import type { CollaboratorEvent } from '@lectern/domain';

/** The decks read model's part for collaborators: the `collaborative` flag and `decks.collaborators`. */
export const collaboratorsMigration = {
  id: '004_collaborators',
  sql: `
ALTER TABLE decks.decks ADD COLUMN collaborative boolean NOT NULL DEFAULT false;
CREATE TABLE decks.collaborators (
  deck_id text NOT NULL,
  id text NOT NULL,
  user_id text,
  email text NOT NULL,
  role text NOT NULL,
  invited_by text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (deck_id, id)
);
CREATE INDEX collaborators_user ON decks.collaborators (user_id, deck_id);
CREATE INDEX collaborators_invited ON decks.collaborators (lower(email)) WHERE user_id IS NULL;
`,
};

/** Applies a collaborator event of deck `deckId`; idempotent, as a replay applies it again. */
export async function applyCollaboratorEvent(tx: Queryable, deckId: string, event: CollaboratorEvent) {
  switch (event.type) {
    case 'DeckMadeCollaborative':
      await tx.query('UPDATE decks.decks SET collaborative = true WHERE id = $1', [deckId]);
      return;
    case 'CollaboratorAdded': {
      const { userId, email, role, invitedBy, at } = event.data;
      await tx.query(
        `INSERT INTO decks.collaborators (deck_id, id, user_id, email, role, invited_by, created_at)
         VALUES ($1, $2, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [deckId, userId, email, role, invitedBy, at],
      );
      return;
    }
    case 'CollaboratorInvited': {
      const { invitationId, email, role, invitedBy, at } = event.data;
      await tx.query(
        `INSERT INTO decks.collaborators (deck_id, id, user_id, email, role, invited_by, created_at)
         VALUES ($1, $2, NULL, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [deckId, invitationId, email, role, invitedBy, at],
      );
      return;
    }
    case 'CollaboratorInvitationAccepted':
      await tx.query('UPDATE decks.collaborators SET id = $3, user_id = $3 WHERE deck_id = $1 AND id = $2', [
        deckId,
        event.data.invitationId,
        event.data.userId,
      ]);
      return;
    case 'CollaboratorRoleChanged':
      await tx.query('UPDATE decks.collaborators SET role = $3 WHERE deck_id = $1 AND id = $2', [
        deckId,
        event.data.collaboratorId,
        event.data.role,
      ]);
      return;
    case 'CollaboratorRemoved':
      await tx.query('DELETE FROM decks.collaborators WHERE deck_id = $1 AND id = $2', [
        deckId,
        event.data.collaboratorId,
      ]);
      return;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
