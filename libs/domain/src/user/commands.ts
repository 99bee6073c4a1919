import type { UserSettings } from './settings.js';

/** How the caller found the current password the user typed (hash checks happen outside the decider). */
export type CurrentPasswordCheck = 'missing' | 'wrong' | 'ok';

/** A sign-in provider's account, as its verified ID token names it. */
export interface ProviderIdentity {
  provider: string;
  issuer: string;
  subject: string;
  email: string;
}

export type UserCommand =
  /** With `identity`, an account made through a sign-in provider: linked to it, and without a password. */
  | {
      type: 'SignUp';
      data: {
        userId: string;
        username: string;
        email: string;
        passwordHash: string | null;
        emailSubscriber: boolean;
        identity?: ProviderIdentity;
        now: string;
      };
    }
  /** Links a provider's account to this one; only once the person proved the account's password. */
  | { type: 'LinkIdentity'; data: { identity: ProviderIdentity; currentPassword: CurrentPasswordCheck; now: string } }
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
