import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultUserSettings, userStreamId, type UserEvent } from '@lectern/domain';
import { findUserById, findUserByLogin, findUserByUsername } from '@lectern/read-models';
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
    const live = (await harness.db.query('SELECT * FROM accounts.users ORDER BY id')).rows;
    await harness.runner.rebuild(usersProjection.name);
    expect((await harness.db.query('SELECT * FROM accounts.users ORDER BY id')).rows).toEqual(live);
  });
});
