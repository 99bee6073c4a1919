import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultUserSettings, teamStreamId, userStreamId, type TeamEvent, type UserEvent } from '@lectern/domain';
import { findLinkedIdentities, findUserById, findUserByLogin, findUserByUsername } from '@lectern/read-models';
import { startProjectionHarness, type ProjectionHarness } from '@lectern/projection-testing';
import { availableDatabaseKinds, createTestDatabase } from '@lectern/testing';
import { usersProjection } from './users-projection.js';

describe.each(availableDatabaseKinds())('users read model on %s', (kind) => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await startProjectionHarness(await createTestDatabase(kind), [usersProjection]);
  });
  afterAll(() => harness.close());

  const append = (userId: string, events: UserEvent[]) => harness.append(userStreamId(userId), events, userId);

  it('projects sign-up, e-mail, photo and settings, and never a password', async () => {
    await append('u1', [
      {
        type: 'UserSignedUp',
        data: {
          userId: 'u1',
          username: 'ada',
          email: 'Ada@Example.com',
          passwordHash: 'scrypt$secret',
          signedUpAt: '2026-01-01T00:00:00.000Z',
        },
      },
      { type: 'UserSettingsUpdated', data: { settings: { speaker_theme: 'light' } } },
      { type: 'UserProfilePhotoSet', data: { url: '/files/ada.png' } },
    ]);
    await append('u1', [
      { type: 'UserEmailChanged', data: { email: 'ada@lovelace.dev', previousEmail: 'Ada@Example.com' } },
      { type: 'UserPasswordChanged', data: { passwordHash: 'scrypt$other' } },
    ]);
    const row = await findUserById(harness.db, 'u1');
    expect(row).toMatchObject({
      username: 'ada',
      email: 'ada@lovelace.dev',
      profile_photo: '/files/ada.png',
      account_type: 'default',
      storage_used: 0,
    });
    expect(row!.settings).toEqual({ ...defaultUserSettings, speaker_theme: 'light' });
    expect(JSON.stringify(await harness.db.query('SELECT * FROM accounts.users'))).not.toContain('scrypt');
    expect((await findUserByLogin(harness.db, 'ADA@lovelace.dev'))?.id).toBe('u1');
    expect((await findUserByLogin(harness.db, 'Ada'))?.id).toBe('u1');
    expect((await findUserByUsername(harness.db, 'ADA'))?.id).toBe('u1');
  });

  it('projects the business details and the receipt e-mail choice, which start empty and on', async () => {
    expect(await findUserById(harness.db, 'u1')).toMatchObject({
      billing_address: '',
      billing_vat_id: '',
      notify_on_receipt: true,
    });
    await append('u1', [
      { type: 'UserBillingDetailsChanged', data: { billingAddress: '1 Main St\nLeeds', billingVatId: 'GB123' } },
      { type: 'UserReceiptNotificationsChanged', data: { notifyOnReceipt: false } },
    ]);
    expect(await findUserById(harness.db, 'u1')).toMatchObject({
      billing_address: '1 Main St\nLeeds',
      billing_vat_id: 'GB123',
      notify_on_receipt: false,
    });
  });

  it('lists the linked sign-in providers, without their subjects, and an account made through one', async () => {
    await append('u3', [
      {
        type: 'UserSignedUp',
        data: {
          userId: 'u3',
          username: 'hedy',
          email: 'hedy@example.com',
          passwordHash: null,
          signedUpAt: '2026-01-03T00:00:00.000Z',
          emailSubscriber: true,
        },
      },
      {
        type: 'UserIdentityLinked',
        data: {
          provider: 'corp',
          issuer: 'https://id.example.com',
          subject: 'subject-of-hedy',
          email: 'hedy@example.com',
          linkedAt: '2026-01-03T00:00:00.000Z',
        },
      },
    ]);
    expect((await findUserById(harness.db, 'u3'))?.username).toBe('hedy');
    expect(await findLinkedIdentities(harness.db, 'u3')).toEqual([
      {
        provider: 'corp',
        issuer: 'https://id.example.com',
        email: 'hedy@example.com',
        linked_at: new Date('2026-01-03T00:00:00.000Z'),
      },
    ]);
    expect(JSON.stringify((await harness.db.query('SELECT * FROM accounts.user_identities')).rows)).not.toContain(
      'subject-of-hedy',
    );
  });

  it('puts someone who joined a team by its domain in it as a member', async () => {
    const joined: TeamEvent = {
      type: 'TeamMemberJoinedByDomain',
      data: { userId: 'u3', email: 'hedy@example.com', domain: 'example.com', role: 'member', joinedAt: '2026-01-04' },
    };
    await harness.append(teamStreamId('t1'), [joined], 'u3');
    expect(await findUserById(harness.db, 'u3')).toMatchObject({
      team_id: 't1',
      team_role: 'member',
      team_active: true,
    });
  });

  it('rebuilds exactly the rows the live projection made', async () => {
    await append('u2', [
      {
        type: 'UserSignedUp',
        data: {
          userId: 'u2',
          username: 'grace',
          email: 'grace@example.com',
          passwordHash: 'h',
          signedUpAt: '2026-01-02T00:00:00.000Z',
        },
      },
      { type: 'UserProfilePhotoSet', data: { url: '/files/g.png' } },
      { type: 'UserProfilePhotoRemoved', data: {} },
    ]);
    const rows = async () => [
      (await harness.db.query('SELECT * FROM accounts.users ORDER BY id')).rows,
      (await harness.db.query('SELECT * FROM accounts.user_identities ORDER BY user_id, issuer')).rows,
    ];
    const live = await rows();
    await harness.runner.rebuild(usersProjection.name);
    expect(await rows()).toEqual(live);
  });
});
