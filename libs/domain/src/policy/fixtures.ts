// Actors and expected decisions shared by the policy's tests.
import type { Decision, UserActor } from './types.js';

export function user(id: string, details: Partial<Omit<UserActor, 'kind' | 'id'>> = {}): UserActor {
  return {
    kind: 'user',
    id,
    accountType: 'default',
    teamId: null,
    teamRole: null,
    teamMemberActive: false,
    teamPaid: true,
    ...details,
  };
}

/** The expected column of every table, by a short name that also titles the test. */
export const outcomes = {
  allowed: { allowed: true },
  not_found: { allowed: false, reason: 'not_found' },
  forbidden: { allowed: false, reason: 'forbidden' },
  unauthenticated: { allowed: false, reason: 'unauthenticated' },
  'upgrade to paid': { allowed: false, reason: 'upgrade_required', requiredPlans: ['lite', 'pro', 'enterprise'] },
  'upgrade to pro': { allowed: false, reason: 'upgrade_required', requiredPlans: ['pro', 'enterprise'] },
  'upgrade to enterprise': { allowed: false, reason: 'upgrade_required', requiredPlans: ['enterprise'] },
} as const satisfies Record<string, Decision>;

export type Outcome = keyof typeof outcomes;
