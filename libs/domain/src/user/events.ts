import type { UserSettings } from './settings.js';
import { streamId } from '../streams.js';

export type UserEvent =
  | {
      type: 'UserSignedUp';
      data: {
        userId: string;
        username: string;
        email: string;
        /** Null for an account made through a sign-in provider: it has no password until one is set by a reset. */
        passwordHash: string | null;
        signedUpAt: string;
        /** Whether the person asked for product news by e-mail (a registration option); absent before it was asked. */
        emailSubscriber?: boolean;
      };
    }
  | { type: 'UserEmailChanged'; data: { email: string; previousEmail: string } }
  | { type: 'UserPasswordChanged'; data: { passwordHash: string } }
  | { type: 'UserProfilePhotoSet'; data: { url: string } }
  | { type: 'UserProfilePhotoRemoved'; data: Record<string, never> }
  | { type: 'UserSettingsUpdated'; data: { settings: Partial<UserSettings> } }
  /** The business details as they now are, both of them ('' for none). */
  | { type: 'UserBillingDetailsChanged'; data: { billingAddress: string; billingVatId: string } }
  | { type: 'UserReceiptNotificationsChanged'; data: { notifyOnReceipt: boolean } }
  | { type: 'UserPasswordResetRequested'; data: { tokenHash: string; expiresAt: string } }
  | { type: 'UserPasswordResetCompleted'; data: { passwordHash: string } }
  /**
   * A sign-in provider's account now signs this account in. `issuer` and `subject` name the
   * provider's account; `provider` is the operator's name for the provider; `email` is the verified
   * address the provider gave.
   */
  | {
      type: 'UserIdentityLinked';
      data: { provider: string; issuer: string; subject: string; email: string; linkedAt: string };
    }
  | {
      type: 'UserPlanChanged';
      data: { accountType: 'default' | 'lite' | 'pro' | 'enterprise'; manuallyUpgraded: boolean };
    };

export type UserEventType = UserEvent['type'];

export const userStreamId = (userId: string) => streamId('user', userId);
