import type { Deck } from '@lectern/contracts';

/**
 * Who may open the editor (spec/000 §2, §6), as the policy on the server decided it: owners, admins
 * and editors edit (`can_edit`); a private deck of an owner on the free plan is read-only until the
 * owner upgrades or publishes it (`edit_requires_upgrade`), so it shows the upgrade page; anyone
 * else reviews.
 */
export function editorAccess(deck: Pick<Deck, 'can_edit' | 'edit_requires_upgrade'>): 'edit' | 'review' | 'upgrade' {
  if (deck.can_edit) return 'edit';
  return deck.edit_requires_upgrade ? 'upgrade' : 'review';
}
