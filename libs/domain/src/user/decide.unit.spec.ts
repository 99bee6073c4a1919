import { describe, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { deciderSpec } from '../decider-spec.js';
import { decideUser, evolveUser, initialUserState, type UserCommand, type UserEvent } from './index.js';

const given = deciderSpec({ decide: decideUser, evolve: evolveUser, initialState: initialUserState });
const signedUp: UserEvent = {
  type: 'UserSignedUp',
  data: {
    userId: 'u1',
    username: 'ada',
    email: 'ada@example.com',
    passwordHash: 'h1',
    signedUpAt: '2026-01-01T00:00:00.000Z',
    emailSubscriber: false,
  },
};
const identity = {
  provider: 'corp',
  issuer: 'https://id.example.com',
  subject: 's-1',
  email: 'ada@example.com',
};
const identityLinked: UserEvent = {
  type: 'UserIdentityLinked',
  data: { ...identity, linkedAt: '2026-01-01T00:00:00.000Z' },
};
const resetRequested: UserEvent = {
  type: 'UserPasswordResetRequested',
  data: { tokenHash: 't1', expiresAt: '2026-01-01T01:00:00.000Z' },
};

/** Ada's sign-up, with `changes`. */
const signUp = (changes: Partial<Extract<UserCommand, { type: 'SignUp' }>['data']> = {}): UserCommand => ({
  type: 'SignUp',
  data: {
    userId: 'u1',
    username: 'ada',
    email: 'ada@example.com',
    passwordHash: 'h1',
    emailSubscriber: false,
    now: '2026-01-01T00:00:00.000Z',
    ...changes,
  },
});

describe('user decider', () => {
  describe('without an account', () => {
    it('signs up', () => given([]).when(signUp()).then([signedUp]));
    it('signs up through a sign-in provider: no password, linked to it, news asked for', () =>
      given([])
        .when(signUp({ passwordHash: null, emailSubscriber: true, identity }))
        .then([
          { ...signedUp, data: { ...signedUp.data, passwordHash: null, emailSubscriber: true } } as UserEvent,
          identityLinked,
        ]));
    it('refuses anything else', () =>
      given([]).when({ type: 'RemoveProfilePhoto', data: {} }).thenThrows(NotFoundError));
  });

  describe('with an account', () => {
    it('refuses a second sign-up', () =>
      given([signedUp])
        .when(signUp({ email: 'a@b.co', passwordHash: 'h' }))
        .thenThrows(ConflictError));

    it('changes the e-mail when the current password was given and is right', () =>
      given([signedUp])
        .when({ type: 'ChangeEmail', data: { email: 'new@example.com', currentPassword: 'ok' } })
        .then([{ type: 'UserEmailChanged', data: { email: 'new@example.com', previousEmail: 'ada@example.com' } }]));

    it('needs the current password to change the e-mail', () =>
      given([signedUp])
        .when({ type: 'ChangeEmail', data: { email: 'new@example.com', currentPassword: 'missing' } })
        .thenThrows(ValidationError));

    it('refuses a wrong current password', () =>
      given([signedUp])
        .when({ type: 'ChangePassword', data: { passwordHash: 'h2', currentPassword: 'wrong' } })
        .thenThrows(ValidationError));

    it('does nothing when the e-mail is unchanged, whatever the password', () =>
      given([signedUp])
        .when({ type: 'ChangeEmail', data: { email: 'ada@example.com', currentPassword: 'missing' } })
        .then([]));

    it('changes the password with the current one', () =>
      given([signedUp])
        .when({ type: 'ChangePassword', data: { passwordHash: 'h2', currentPassword: 'ok' } })
        .then([{ type: 'UserPasswordChanged', data: { passwordHash: 'h2' } }]));

    it('sets and removes the profile photo, once each', () => {
      given([signedUp])
        .when({ type: 'SetProfilePhoto', data: { url: '/files/a.png' } })
        .then([{ type: 'UserProfilePhotoSet', data: { url: '/files/a.png' } }]);
      given([signedUp]).when({ type: 'RemoveProfilePhoto', data: {} }).then([]);
      given([signedUp, { type: 'UserProfilePhotoSet', data: { url: '/files/a.png' } }])
        .when({ type: 'RemoveProfilePhoto', data: {} })
        .then([{ type: 'UserProfilePhotoRemoved', data: {} }]);
    });

    it('updates settings, and ignores an empty update', () => {
      given([signedUp])
        .when({ type: 'UpdateSettings', data: { settings: { speaker_theme: 'light' } } })
        .then([{ type: 'UserSettingsUpdated', data: { settings: { speaker_theme: 'light' } } }]);
      given([signedUp])
        .when({ type: 'UpdateSettings', data: { settings: {} } })
        .then([]);
    });

    it('records a reset request with its expiry', () =>
      given([signedUp])
        .when({
          type: 'RequestPasswordReset',
          data: { tokenHash: 't1', now: '2026-01-01T00:00:00.000Z', ttlMs: 3_600_000 },
        })
        .then([resetRequested]));
  });

  describe('with a password reset requested', () => {
    it('completes it with the right token before it expires', () =>
      given([signedUp, resetRequested])
        .when({
          type: 'CompletePasswordReset',
          data: { tokenHash: 't1', passwordHash: 'h3', now: '2026-01-01T00:30:00.000Z' },
        })
        .then([{ type: 'UserPasswordResetCompleted', data: { passwordHash: 'h3' } }]));

    it('refuses a wrong token', () =>
      given([signedUp, resetRequested])
        .when({
          type: 'CompletePasswordReset',
          data: { tokenHash: 'other', passwordHash: 'h3', now: '2026-01-01T00:30:00.000Z' },
        })
        .thenThrows(ValidationError));

    it('refuses an expired token', () =>
      given([signedUp, resetRequested])
        .when({
          type: 'CompletePasswordReset',
          data: { tokenHash: 't1', passwordHash: 'h3', now: '2026-01-01T01:00:00.000Z' },
        })
        .thenThrows(ValidationError));

    it('refuses the same token a second time', () =>
      given([signedUp, resetRequested, { type: 'UserPasswordResetCompleted', data: { passwordHash: 'h3' } }])
        .when({
          type: 'CompletePasswordReset',
          data: { tokenHash: 't1', passwordHash: 'h4', now: '2026-01-01T00:40:00.000Z' },
        })
        .thenThrows(ValidationError));

    it('forgets the token once the password changes', () =>
      given([signedUp, resetRequested, { type: 'UserPasswordChanged', data: { passwordHash: 'h5' } }])
        .when({
          type: 'CompletePasswordReset',
          data: { tokenHash: 't1', passwordHash: 'h4', now: '2026-01-01T00:40:00.000Z' },
        })
        .thenThrows(ValidationError));
  });
});

describe('user decider: business details and receipts', () => {
  const changed = (billingAddress: string, billingVatId: string): UserEvent => ({
    type: 'UserBillingDetailsChanged',
    data: { billingAddress, billingVatId },
  });

  it('records both details as they now are, keeping the one left out', () => {
    given([signedUp])
      .when({ type: 'ChangeBillingDetails', data: { billingAddress: '1 Main St', billingVatId: 'GB123' } })
      .then([changed('1 Main St', 'GB123')]);
    given([signedUp, changed('1 Main St', 'GB123')])
      .when({ type: 'ChangeBillingDetails', data: { billingVatId: '' } })
      .then([changed('1 Main St', '')]);
  });

  it('records nothing when neither detail changes', () =>
    given([signedUp, changed('1 Main St', 'GB123')])
      .when({ type: 'ChangeBillingDetails', data: { billingAddress: '1 Main St' } })
      .then([]));

  it('turns receipt e-mails off and on, once each', () => {
    given([signedUp])
      .when({ type: 'SetReceiptNotifications', data: { notifyOnReceipt: true } })
      .then([]);
    given([signedUp])
      .when({ type: 'SetReceiptNotifications', data: { notifyOnReceipt: false } })
      .then([{ type: 'UserReceiptNotificationsChanged', data: { notifyOnReceipt: false } }]);
  });
});

describe('user decider: plans', () => {
  it('records a plan change', () =>
    given([signedUp])
      .when({ type: 'ChangePlan', data: { accountType: 'pro', manuallyUpgraded: true } })
      .then([{ type: 'UserPlanChanged', data: { accountType: 'pro', manuallyUpgraded: true } }]));
});

describe('user decider: sign-in providers', () => {
  const link = (currentPassword: 'ok' | 'wrong' | 'missing', subject = 's-1') =>
    ({
      type: 'LinkIdentity',
      data: { identity: { ...identity, subject }, currentPassword, now: '2026-01-01T00:00:00.000Z' },
    }) as const;

  describe('with no provider linked', () => {
    it("links one once the account's password was proved", () =>
      given([signedUp]).when(link('ok')).then([identityLinked]));
    it('refuses without the password, or with a wrong one', () => {
      given([signedUp]).when(link('missing')).thenThrows(ValidationError);
      given([signedUp]).when(link('wrong')).thenThrows(ValidationError);
    });
  });

  describe('with a provider linked', () => {
    it('does nothing when the same account of it is linked again', () =>
      given([signedUp, identityLinked]).when(link('ok')).then([]));
    it('refuses another account of the same provider', () =>
      given([signedUp, identityLinked]).when(link('ok', 's-2')).thenThrows(ConflictError));
    it('links another provider', () =>
      given([signedUp, identityLinked])
        .when({
          type: 'LinkIdentity',
          data: {
            identity: { ...identity, provider: 'other', issuer: 'https://other.example.com' },
            currentPassword: 'ok',
            now: '2026-01-02T00:00:00.000Z',
          },
        })
        .then([
          {
            type: 'UserIdentityLinked',
            data: {
              ...identity,
              provider: 'other',
              issuer: 'https://other.example.com',
              linkedAt: '2026-01-02T00:00:00.000Z',
            },
          },
        ]));
  });
});
