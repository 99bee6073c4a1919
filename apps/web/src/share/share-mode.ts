import { planPrivileges, type AccountType } from '@lectern/domain';
import type { DeckCard } from '@lectern/contracts';

export type ShareMode = 'public' | 'upgrade-or-publish' | 'private' | 'internal';

/**
 * Which face the share dialog shows (spec/001 §4): the owner of a private or internal deck
 * manages its private links, or, on a plan without them, upgrades or publishes; anyone else
 * shares an internal deck with their team, and every other deck by its public address.
 */
export function shareMode(
  deck: Pick<DeckCard, 'visibility'> & { user: Pick<DeckCard['user'], 'id'> },
  viewer: { id: string; account_type: AccountType } | null,
): ShareMode {
  const owner = viewer !== null && viewer.id === deck.user.id;
  if (owner && deck.visibility !== 'all')
    return planPrivileges.accessTokens.includes(viewer.account_type) ? 'private' : 'upgrade-or-publish';
  if (deck.visibility === 'team') return 'internal';
  return 'public';
}
