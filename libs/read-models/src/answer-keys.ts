import type { TeamEvent } from '@lectern/domain';

/**
 * Keys of the answers read from the read models, as projections name what an event changed
 * (`Projection.touches`) and caches of those answers file them: an answer is dropped when any of
 * the keys it was read under is touched.
 */
export const answerKeys = {
  /** The deck's row but for what its content saves change (its version, slide count and update time). */
  deck: (deckId: string) => `deck:${deckId}`,
  /** What a content save changes: the deck's markup, version, slide count and update time. */
  deckContent: (deckId: string) => `deck-content:${deckId}`,
  user: (userId: string) => `user:${userId}`,
  team: (teamId: string) => `team:${teamId}`,
  tag: (tagId: string) => `tag:${tagId}`,
  theme: (themeId: string) => `theme:${themeId}`,
};

/** What a team's event changes: the team, and the member it is about (their plan and role come from it). */
export function teamEventTouches(teamId: string, event: TeamEvent): string[] {
  const member =
    event.type === 'TeamSignedUp' ? event.data.ownerId : 'userId' in event.data ? event.data.userId : undefined;
  return member ? [answerKeys.team(teamId), answerKeys.user(member)] : [answerKeys.team(teamId)];
}
