import type { UserSettings } from './settings.js';

/** How the caller found the current password the user typed (hash checks happen outside the decider). */
export type CurrentPasswordCheck = 'missing' | 'wrong' | 'ok';

export type UserCommand =
  | { type: 'SignUp'; data: { userId: string; username: string; email: string; passwordHash: string; now: string } }
  | { type: 'ChangeEmail'; data: { email: string; currentPassword: CurrentPasswordCheck } }
  | { type: 'ChangePassword'; data: { passwordHash: string; currentPassword: CurrentPasswordCheck } }
  | { type: 'SetProfilePhoto'; data: { url: string } }
  | { type: 'RemoveProfilePhoto'; data: Record<string, never> }
  | { type: 'UpdateSettings'; data: { settings: Partial<UserSettings> } }
  /** Either detail left out stays as it is. */
  | { type: 'ChangeBillingDetails'; data: { billingAddress?: string; billingVatId?: string } }
  | { type: 'SetReceiptNotifications'; data: { notifyOnReceipt: boolean } }
  | { type: 'RequestPasswordReset'; data: { tokenHash: string; now: string; ttlMs: number } }
  | { type: 'CompletePasswordReset'; data: { tokenHash: string; passwordHash: string; now: string } }
  /** From billing, or an administrator when payments are off. */
  | { type: 'ChangePlan'; data: { accountType: 'default' | 'lite' | 'pro' | 'enterprise'; manuallyUpgraded: boolean } };
