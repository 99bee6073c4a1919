import type { BillingTier, Customer, SubscriptionDetails } from '@lectern/contracts';
import type { AccountType } from '@lectern/domain';
import type { TeamRow, UserRow } from '@lectern/read-models';

const TIERS: Record<AccountType, BillingTier> = { default: 'free', lite: 'lite', pro: 'pro', enterprise: 'team' };

/**
 * The customer while no payment provider is configured (decision 0015): no card, no provider
 * subscription, nothing charged or due, and nothing the customer could change.
 */
export const customerWithoutProvider: Customer = {
  active_card: null,
  subscription: null,
  can_change_period: false,
  can_toggle_notifications: false,
  next_charge: null,
  next_charge_amount: null,
  charges: [],
};

/** A team's plan: the team tier, its billing period, what each of its active members costs. */
export const teamSubscription = (team: TeamRow, pricePerAccount: number | null): SubscriptionDetails => ({
  plan: { tier: 'team' },
  billed_yearly: team.billing_period === 'yearly',
  billed_monthly: team.billing_period === 'monthly',
  manually_upgraded: team.manually_upgraded,
  // No seat comes free: every active member is billed at the seat price.
  free_invites_remaining: 0,
  price_per_account: pricePerAccount,
  user_count: team.user_count,
});

/** A personal plan is set by an administrator or not at all: it has no billing period. */
export const personalSubscription = (user: UserRow): SubscriptionDetails => ({
  plan: { tier: TIERS[user.account_type] },
  billed_yearly: false,
  billed_monthly: false,
  manually_upgraded: user.manually_upgraded,
  free_invites_remaining: 0,
  price_per_account: null,
  user_count: null,
});
