import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../errors.js';
import { accountPolicy, tagPolicy } from './account.js';
import { commentPolicy, deckPolicy } from './deck.js';
import { UpgradeRequiredError } from './errors.js';
import { mediaPolicy, teamPolicy, templatePolicy, themePolicy } from './team.js';
import type { ActionOn, Actor, Decision, Resource } from './types.js';

type Policy<R extends Resource> = (actor: Actor, action: ActionOn<R>, resource: R) => Decision;

const policies: { [T in Resource['type']]: Policy<Extract<Resource, { type: T }>> } = {
  deck: deckPolicy,
  comment: commentPolicy,
  user: accountPolicy,
  tag: tagPolicy,
  team: teamPolicy,
  theme: themePolicy,
  template: templatePolicy,
  media: mediaPolicy,
};

/** May this actor do this to this resource? Every permission in the product is decided here. */
export function can<R extends Resource>(actor: Actor, action: ActionOn<R>, resource: R): Decision {
  const policy = policies[resource.type] as Policy<R>;
  return policy(actor, action, resource);
}

/** Throws the domain error matching the refusal, which the API maps to 401, 403 or 404. */
export function assertCan<R extends Resource>(actor: Actor, action: ActionOn<R>, resource: R): void {
  const decision = can(actor, action, resource);
  if (decision.allowed) return;
  switch (decision.reason) {
    case 'unauthenticated':
      throw new UnauthenticatedError();
    case 'not_found':
      throw new NotFoundError();
    case 'upgrade_required':
      throw new UpgradeRequiredError(decision.requiredPlans ?? []);
    default:
      throw new ForbiddenError();
  }
}
