import { heldPlan, type DeckResource, type UserActor } from '@lectern/domain';
import type { DeckRow } from '@lectern/read-models';

/** The deck as the policy module sees it. */
export const deckResource = (row: DeckRow): DeckResource => ({
  type: 'deck',
  id: row.id,
  ownerId: row.owner_id,
  ownerAccountType: heldPlan(row.owner_account_type, row.owner_team_active),
  teamId: row.owner_team_id,
  visibility: row.visibility,
  trashed: row.status === 'trashed',
  collaborators: row.collaborators,
});

/** A deck about to be created by `owner`, for deciding what it may start as. */
export const newDeckResource = (owner: UserActor): DeckResource => ({
  type: 'deck',
  id: 'new',
  ownerId: owner.id,
  ownerAccountType: heldPlan(owner.accountType, owner.teamMemberActive && owner.teamId !== null),
  teamId: null,
  visibility: 'all',
  trashed: false,
  collaborators: [],
});
