import type { AccountType, Decision, DenialReason, UserActor } from './types.js';

const paid: readonly AccountType[] = ['lite', 'pro', 'enterprise'];
const pro: readonly AccountType[] = ['pro', 'enterprise'];
const enterprise: readonly AccountType[] = ['enterprise'];

/** spec/000 §6: the plans that carry each privilege. */
export const planPrivileges = {
  privateDecks: paid,
  hideEmbedFooter: paid,
  accessTokens: pro,
  customCss: pro,
  embedWhitelist: pro,
  teamTemplates: enterprise,
  sharedThemes: enterprise,
  teamMedia: enterprise,
  /** spec/001 §6: the deck template selector the New deck button opens. */
  deckTemplates: paid,
  /** Several collaborators editing a deck at once (decision 0066): the plans collaboration is sold with. */
  editTogether: pro,
} as const;

export const allowed: Decision = { allowed: true };

export function denied(reason: Exclude<DenialReason, 'upgrade_required'>): Decision {
  return { allowed: false, reason };
}

/** Allowed when no plan is needed or `accountType` is one of `plans`. */
export function onPlan(accountType: AccountType, plans: readonly AccountType[] | undefined): Decision {
  if (plans === undefined || plans.includes(accountType)) return allowed;
  return { allowed: false, reason: 'upgrade_required', requiredPlans: plans };
}

/**
 * The plan whose privileges someone holds: an active member of a team is a member of an enterprise team
 * (spec/002 §1), whatever their own plan, which stays theirs for billing. A deactivated member has only their own.
 */
export const heldPlan = (ownPlan: AccountType, activeTeamMember: boolean): AccountType =>
  activeTeamMember ? 'enterprise' : ownPlan;

const planOf = (actor: UserActor): AccountType =>
  heldPlan(
    actor.accountType,
    actor.teamId !== null && actor.teamRole !== null && actor.teamMemberActive && actor.teamPaid,
  );

/** Allowed when no plan is needed or the actor holds one of `plans`. */
export const withPlan = (actor: UserActor, plans: readonly AccountType[] | undefined): Decision =>
  onPlan(planOf(actor), plans);
