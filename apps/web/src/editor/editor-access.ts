import type { Deck } from '../api/deck-types';

/**
 * Who may open the editor (spec/000 §2, §6): owners, admins and editors edit (`can_edit`, decided
 * by the policy on the server); anyone else reviews. A private deck of an owner on the free plan
 * cannot be saved (private decks need a paid plan), so it shows the upgrade page.
 */
export function editorAccess(deck: Pick<Deck, 'can_edit' | 'visibility' | 'user'>): 'edit' | 'review' | 'upgrade' {
  if (!deck.can_edit) return 'review';
  if (deck.visibility === 'self' && deck.user.account_type === 'default') return 'upgrade';
  return 'edit';
}
