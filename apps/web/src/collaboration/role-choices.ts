import type { Deck, DeckUser } from '@lectern/contracts';
import { adminOffered, editorRoleHidden, editorSeatsLeft, type AssignableRole } from '@lectern/domain';

export const ROLE_LABELS: Record<AssignableRole, string> = { admin: 'Admin', editor: 'Editor', viewer: 'Viewer' };

/**
 * The roles a collaborator can be given on this deck (spec/001 §4, §5): admin only on enterprise
 * decks; editor hidden once the editor limit is reached on a paid, non-enterprise deck that is not
 * public. `seatsLeft` is shown otherwise. `current` keeps the role someone already has.
 */
export function roleChoices(deck: Deck, users: readonly DeckUser[], current?: AssignableRole) {
  const ownerPlan = deck.user.account_type;
  const seatsLeft = editorSeatsLeft(
    users.filter((user) => user.role !== 'owner').map((user) => user.role),
    deck.deck_user_editor_limit,
  );
  const hideEditor = editorRoleHidden({ ownerPlan, visibility: deck.visibility, seatsLeft });
  const roles = (['admin', 'editor', 'viewer'] as const).filter(
    (role) =>
      role === current ||
      (role === 'admin' ? adminOffered(ownerPlan) && !hideEditor : role === 'editor' ? !hideEditor : true),
  );
  return { roles, seatsLeft, hideEditor };
}
