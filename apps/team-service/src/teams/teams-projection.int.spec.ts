import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamStreamId, userStreamId, type TeamEvent, type UserEvent } from '@lectern/domain';
import {
  findInvitationByToken,
  findMembership,
  findTeamBySlug,
  findPeople,
  listTeamInvitations,
  listTeamMembers,
  searchTeamMembers,
} from '@lectern/read-models';
import { startProjectionHarness, type ProjectionHarness } from '@lectern/projection-testing';
import { availableDatabaseKinds, createTestDatabase } from '@lectern/testing';
import { teamsProjection } from './teams-projection.js';

const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;
const signedUp = (id: string, username: string): UserEvent => ({
  type: 'UserSignedUp',
  data: { userId: id, username, email: `${username}@example.com`, passwordHash: 'h', signedUpAt: at(0) },
});

describe.each(availableDatabaseKinds())('teams read model on %s', (kind) => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await startProjectionHarness(await createTestDatabase(kind), [teamsProjection]);
    for (const [id, name] of [
      ['ann', 'ann'],
      ['bo', 'bo'],
      ['cy', 'cy_100%'],
    ] as const)
      await harness.append(userStreamId(id), [signedUp(id, name)], id);
  });
  afterAll(() => harness.close());

  const team = (events: TeamEvent[], actor = 'ann') => harness.append(teamStreamId('t1'), events, actor);

  it('keeps a team, its members and invitations as the events say', async () => {
    await team([
      {
        type: 'TeamSignedUp',
        data: { teamId: 't1', name: 'Acme', slug: 'acme', ownerId: 'ann', billingPeriod: 'yearly', signedUpAt: at(1) },
      },
      {
        type: 'TeamMemberInvited',
        data: { invitationId: 'i1', email: 'bo@example.com', role: 'member', token: 'tok1', invitedAt: at(2) },
      },
      {
        type: 'TeamMemberInvited',
        data: { invitationId: 'i2', email: 'cy@example.com', role: 'admin', token: 'tok2', invitedAt: at(3) },
      },
      { type: 'TeamInvitationResent', data: { invitationId: 'i2', resentAt: at(4) } },
      {
        type: 'TeamInvitationAccepted',
        data: { invitationId: 'i1', userId: 'bo', email: 'bo@example.com', role: 'member', joinedAt: at(5) },
      },
      { type: 'TeamMemberRoleChanged', data: { userId: 'bo', role: 'admin', previousRole: 'member' } },
      { type: 'TeamSettingsChanged', data: { settings: { name: 'Acme Ltd', allow_scripts: true } } },
    ]);

    expect(await findTeamBySlug(harness.db, 'ACME')).toMatchObject({
      id: 't1',
      name: 'Acme Ltd',
      owner_id: 'ann',
      allow_scripts: true,
      allow_public_decks: true,
      billing_period: 'yearly',
      user_count: 2,
    });
    expect(
      (await listTeamMembers(harness.db, 't1')).map(({ username, role, active }) => ({ username, role, active })),
    ).toEqual([
      { username: 'ann', role: 'owner', active: true },
      { username: 'bo', role: 'admin', active: true },
    ]);
    expect((await listTeamInvitations(harness.db, 't1')).map((row) => [row.id, row.sent_at.toISOString()])).toEqual([
      ['i2', at(4)],
    ]);
    expect(await findInvitationByToken(harness.db, 'tok1')).toBeUndefined();
    expect(await findMembership(harness.db, 'bo')).toEqual({ team_id: 't1', role: 'admin', active: true });
  });

  it('deactivates, reactivates and deletes members, and cancels invitations', async () => {
    await team([
      { type: 'TeamMemberDeactivated', data: { userId: 'bo' } },
      { type: 'TeamInvitationCancelled', data: { invitationId: 'i2', email: 'cy@example.com' } },
    ]);
    expect(await findMembership(harness.db, 'bo')).toEqual({ team_id: 't1', role: 'admin', active: false });
    expect((await findTeamBySlug(harness.db, 'acme'))?.user_count).toBe(1);
    expect(await listTeamInvitations(harness.db, 't1')).toEqual([]);
    await team([{ type: 'TeamMemberReactivated', data: { userId: 'bo' } }]);
    expect((await findMembership(harness.db, 'bo'))?.active).toBe(true);
    await team([
      { type: 'TeamMemberDeactivated', data: { userId: 'bo' } },
      { type: 'TeamMemberDeleted', data: { userId: 'bo', absorbDecks: true } },
    ]);
    expect(await findMembership(harness.db, 'bo')).toBeUndefined();
    expect(await findPeople(harness.db, ['bo', 'nobody'])).toEqual(
      new Map([['bo', { username: 'bo', email: 'bo@example.com' }]]),
    );
  });

  it('searches members by name or e-mail, taking % and _ literally', async () => {
    await harness.append(
      teamStreamId('t2'),
      [
        {
          type: 'TeamSignedUp',
          data: { teamId: 't2', name: 'B', slug: 'bee', ownerId: 'cy', billingPeriod: 'monthly', signedUpAt: at(9) },
        },
      ],
      'cy',
    );
    expect((await searchTeamMembers(harness.db, 't2', '100%', 10)).map((row) => row.username)).toEqual(['cy_100%']);
    expect(await searchTeamMembers(harness.db, 't2', '1_0', 10)).toEqual([]);
    expect(await searchTeamMembers(harness.db, 't1', 'cy', 10)).toEqual([]);
  });
});
