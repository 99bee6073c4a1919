import type { UserSettings } from './settings.js';

export type UserEvent =
  | {
      type: 'UserSignedUp';
      data: { userId: string; username: string; email: string; passwordHash: string; signedUpAt: string };
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
  | {
      type: 'UserPlanChanged';
      data: { accountType: 'default' | 'lite' | 'pro' | 'enterprise'; manuallyUpgraded: boolean };
    };

export type UserEventType = UserEvent['type'];

export const userStreamId = (userId: string) => `user-${userId}`;
