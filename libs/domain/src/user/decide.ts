import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import type { CurrentPasswordCheck, ProviderIdentity, UserCommand } from './commands.js';
import type { UserEvent } from './events.js';
import { accountMessages } from './rules.js';
import type { UserState } from './state.js';

function requireCurrentPassword(check: CurrentPasswordCheck): void {
  if (check === 'ok') return;
  const message = check === 'missing' ? accountMessages.currentPasswordRequired : accountMessages.currentPasswordWrong;
  throw new ValidationError({ 'user.current_password': [message] });
}

const identityLinked = ({ provider, issuer, subject, email }: ProviderIdentity, now: string): UserEvent => ({
  type: 'UserIdentityLinked',
  data: { provider, issuer, subject, email, linkedAt: now },
});

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'SignUp') {
    if (state.status !== 'none') throw new ConflictError('This account exists already', 'user_exists');
    const { userId, username, email, passwordHash, emailSubscriber, identity, now } = command.data;
    const signedUp: UserEvent = {
      type: 'UserSignedUp',
      data: { userId, username, email, passwordHash, signedUpAt: now, emailSubscriber },
    };
    return identity ? [signedUp, identityLinked(identity, now)] : [signedUp];
  }
  if (state.status === 'none') throw new NotFoundError('No such user');
  switch (command.type) {
    case 'ChangeEmail': {
      if (command.data.email === state.email) return [];
      requireCurrentPassword(command.data.currentPassword);
      return [{ type: 'UserEmailChanged', data: { email: command.data.email, previousEmail: state.email } }];
    }
    case 'ChangePassword':
      requireCurrentPassword(command.data.currentPassword);
      return [{ type: 'UserPasswordChanged', data: { passwordHash: command.data.passwordHash } }];
    case 'SetProfilePhoto':
      return state.profilePhoto === command.data.url
        ? []
        : [{ type: 'UserProfilePhotoSet', data: { url: command.data.url } }];
    case 'RemoveProfilePhoto':
      return state.profilePhoto === null ? [] : [{ type: 'UserProfilePhotoRemoved', data: {} }];
    case 'UpdateSettings':
      return Object.keys(command.data.settings).length === 0
        ? []
        : [{ type: 'UserSettingsUpdated', data: { settings: command.data.settings } }];
    case 'ChangeBillingDetails': {
      const billingAddress = command.data.billingAddress ?? state.billingAddress;
      const billingVatId = command.data.billingVatId ?? state.billingVatId;
      return billingAddress === state.billingAddress && billingVatId === state.billingVatId
        ? []
        : [{ type: 'UserBillingDetailsChanged', data: { billingAddress, billingVatId } }];
    }
    case 'SetReceiptNotifications':
      return command.data.notifyOnReceipt === state.notifyOnReceipt
        ? []
        : [{ type: 'UserReceiptNotificationsChanged', data: command.data }];
    case 'RequestPasswordReset': {
      const expiresAt = new Date(Date.parse(command.data.now) + command.data.ttlMs).toISOString();
      return [{ type: 'UserPasswordResetRequested', data: { tokenHash: command.data.tokenHash, expiresAt } }];
    }
    case 'CompletePasswordReset': {
      const { reset } = state;
      const valid =
        reset !== null &&
        reset.tokenHash === command.data.tokenHash &&
        Date.parse(command.data.now) < Date.parse(reset.expiresAt);
      if (!valid) throw new ValidationError({ 'user.reset_password_token': [accountMessages.resetTokenInvalid] });
      return [{ type: 'UserPasswordResetCompleted', data: { passwordHash: command.data.passwordHash } }];
    }
    case 'ChangePlan':
      return [{ type: 'UserPlanChanged', data: command.data }];
    case 'LinkIdentity': {
      const { identity, currentPassword, now } = command.data;
      const linked = state.identities[identity.issuer];
      if (linked === identity.subject) return [];
      if (linked !== undefined) throw new ConflictError(accountMessages.otherIdentityLinked, 'identity_already_linked');
      requireCurrentPassword(currentPassword);
      return [identityLinked(identity, now)];
    }
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}
