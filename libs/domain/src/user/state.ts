import type { UserEvent } from './events.js';

export type UserState =
  | { status: 'none' }
  | {
      status: 'active';
      userId: string;
      username: string;
      email: string;
      /** Null while an account made through a sign-in provider has no password. */
      passwordHash: string | null;
      /** The linked sign-in providers' accounts: the subject at each issuer. */
      identities: Readonly<Record<string, string>>;
      profilePhoto: string | null;
      billingAddress: string;
      billingVatId: string;
      notifyOnReceipt: boolean;
      reset: { tokenHash: string; expiresAt: string } | null;
    };

export const initialUserState: UserState = { status: 'none' };

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserSignedUp') {
    const { userId, username, email, passwordHash } = event.data;
    return {
      status: 'active',
      userId,
      username,
      email,
      passwordHash,
      identities: {},
      profilePhoto: null,
      billingAddress: '',
      billingVatId: '',
      notifyOnReceipt: true,
      reset: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'UserEmailChanged':
      return { ...state, email: event.data.email };
    case 'UserPasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash, reset: null };
    case 'UserProfilePhotoSet':
      return { ...state, profilePhoto: event.data.url };
    case 'UserProfilePhotoRemoved':
      return { ...state, profilePhoto: null };
    case 'UserBillingDetailsChanged':
      return { ...state, ...event.data };
    case 'UserReceiptNotificationsChanged':
      return { ...state, notifyOnReceipt: event.data.notifyOnReceipt };
    case 'UserIdentityLinked':
      return { ...state, identities: { ...state.identities, [event.data.issuer]: event.data.subject } };
    case 'UserSettingsUpdated':
    case 'UserPlanChanged':
      return state;
    case 'UserPasswordResetRequested':
      return { ...state, reset: { ...event.data } };
    case 'UserPasswordResetCompleted':
      return { ...state, passwordHash: event.data.passwordHash, reset: null };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
