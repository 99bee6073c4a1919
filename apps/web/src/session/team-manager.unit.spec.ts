import { describe, expect, it } from 'vitest';
import { heldPlanOf, isActiveMember, isTeamManager } from './team-manager';

const person = (role: 'owner' | 'admin' | 'member' | null, activated = true, teamPaid = true) => ({
  account_type: 'default' as const,
  membership: role ? { role, activated, team_paid: teamPaid } : null,
});

describe('a person in a team', () => {
  it('manages it as its owner or an admin while active', () => {
    expect([person('owner'), person('admin'), person('member'), person(null)].map(isTeamManager)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(isTeamManager(person('owner', false))).toBe(false);
    expect(isTeamManager(null)).toBe(false);
  });

  it('holds the enterprise plan while active in a team that pays, and their own otherwise', () => {
    expect(heldPlanOf(person('member'))).toBe('enterprise');
    expect(heldPlanOf(person('member', true, false))).toBe('default');
    expect(heldPlanOf(person('admin', false))).toBe('default');
    expect(heldPlanOf(person(null))).toBe('default');
    expect(isActiveMember(person('member', false))).toBe(false);
  });
});
