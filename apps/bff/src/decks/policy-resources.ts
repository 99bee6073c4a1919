import { heldPlan, type DeckAction, type DeckResource, type DeckVisibility, type UserActor } from '@lectern/domain';
import type { Queryable } from '@lectern/db';
import { ownerHeldPlan, teamAllowsScripts, type DeckRow } from '@lectern/read-models';

/** The deck as the policy module sees it. */
export const deckResource = (row: DeckRow): DeckResource => ({
  type: 'deck',
  id: row.id,
  ownerId: row.owner_id,
  ownerAccountType: ownerHeldPlan(row),
  teamId: row.owner_team_id,
  visibility: row.visibility,
  trashed: row.status === 'trashed',
  collaborators: row.collaborators,
  shareNotes: row.settings.share_notes === true,
});

/** The deck as the policy module sees it where scripts are decided: with whether its owner's team allows them. */
export async function deckResourceWithScripts(db: Queryable, row: DeckRow): Promise<DeckResource> {
  const inTeam = row.owner_team_id !== null && row.owner_team_active;
  return { ...deckResource(row), ownerTeamAllowsScripts: inTeam && (await teamAllowsScripts(db, row.owner_team_id!)) };
}

/** What the policy is asked before a deck becomes private, internal or public. */
export const VISIBILITY_ACTIONS = {
  self: 'make_private',
  team: 'change_visibility',
  all: 'make_public',
} as const satisfies Record<DeckVisibility, DeckAction>;

/** The team a person's new decks belong to: the one they are an active member of. */
export const activeTeamOf = (owner: UserActor): string | null => (owner.teamMemberActive ? owner.teamId : null);

/** A deck about to be created by `owner`, for deciding what it may start as; it is their team's. */
export const newDeckResource = (owner: UserActor, teamAllowsPublicDecks: boolean): DeckResource => ({
  type: 'deck',
  id: 'new',
  ownerId: owner.id,
  ownerAccountType: heldPlan(owner.accountType, owner.teamMemberActive && owner.teamId !== null && owner.teamPaid),
  teamId: activeTeamOf(owner),
  teamAllowsPublicDecks,
  visibility: 'team',
  trashed: false,
  collaborators: [],
});
