import { heldPlan, type DeckResource, type UserActor } from '@lectern/domain';
import type { Queryable } from '@lectern/db';
import { teamAllowsScripts, type DeckRow } from '@lectern/read-models';

/** The deck as the policy module sees it. */
export const deckResource = (row: DeckRow): DeckResource => ({
  type: 'deck',
  id: row.id,
  ownerId: row.owner_id,
  ownerAccountType: heldPlan(row.owner_account_type, row.owner_team_active),
  teamId: row.owner_team_id,
  visibility: row.visibility,
  trashed: row.status === 'trashed',
  collaborators: [],
  shareNotes: row.settings.share_notes === true,
});

/** The deck as the policy module sees it where scripts are decided: with whether its owner's team allows them. */
export async function deckResourceWithScripts(db: Queryable, row: DeckRow): Promise<DeckResource> {
  const inTeam = row.owner_team_id !== null && row.owner_team_active;
  return { ...deckResource(row), ownerTeamAllowsScripts: inTeam && (await teamAllowsScripts(db, row.owner_team_id!)) };
}

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
