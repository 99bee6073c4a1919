import type { BillingTier, Customer, SubscriptionDetails } from '@lectern/contracts';
import {
  billedSeats,
  freeSeats,
  type AccountType,
  type ProviderSubscription,
  type TeamBillingPeriod,
} from '@lectern/domain';
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
  pending_change: false,
  failure: null,
};

/** A subscription the provider bills, with the seats it was paid for this period. */
export interface BilledSeats {
  subscription: ProviderSubscription;
  paidSeats: number;
}

/**
 * A team's plan: the team tier, its billing period, what each of its active members costs. Billed
 * by the provider, the period, seat price and seats are the subscription's, and the seats paid for
 * this period that no member fills are invites that cost nothing more until it ends; otherwise the
 * operator's seat price (decision 0015) and no seat comes free.
 */
export function teamSubscription(
  team: TeamRow,
  operatorPrice: number | null,
  billed: BilledSeats | null,
): SubscriptionDetails {
  const period = billed?.subscription.period ?? team.billing_period;
  const unitAmount = billed?.subscription.unitAmount;
  return {
    plan: { tier: 'team' },
    billed_yearly: period === 'yearly',
    billed_monthly: period === 'monthly',
    manually_upgraded: team.manually_upgraded,
    free_invites_remaining: billed ? freeSeats(billed, team.user_count) : 0,
    price_per_account: unitAmount !== undefined ? unitAmount / 100 : operatorPrice,
    user_count: team.user_count,
    seats: billed ? billedSeats(billed.subscription) : null,
  };
}

/** A personal plan: its billing period is the provider subscription's, none when set by an administrator. */
export const personalSubscription = (user: UserRow, period: TeamBillingPeriod | null = null): SubscriptionDetails => ({
  plan: { tier: TIERS[user.account_type] },
  billed_yearly: period === 'yearly',
  billed_monthly: period === 'monthly',
  manually_upgraded: user.manually_upgraded,
  free_invites_remaining: 0,
  price_per_account: null,
  user_count: null,
  seats: null,
});
