import { allowed, denied } from './decision.js';
import { teamTagPolicy } from './team.js';
import type { Actor, Decision, TagAction, TagResource, UserAction, UserResource } from './types.js';

/** Profiles and tags are seen by visitors, so others are refused rather than told they do not exist. */
function ownOnly(actor: Actor, ownerId: string): Decision {
  if (actor.kind === 'anonymous') return denied('unauthenticated');
  return actor.id === ownerId ? allowed : denied('forbidden');
}

/** Users view and edit only their own account and settings. */
export function accountPolicy(actor: Actor, _action: UserAction, user: UserResource): Decision {
  return ownOnly(actor, user.id);
}

export function tagPolicy(actor: Actor, action: TagAction, tag: TagResource): Decision {
  const teamId = tag.teamId ?? null;
  return teamId === null ? ownOnly(actor, tag.ownerId) : teamTagPolicy(actor, action, { ...tag, teamId });
}
