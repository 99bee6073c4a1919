import type { BillingTier, Charge, CurrentUser, SubscriptionDetails } from '@lectern/contracts';
import { heldPlanOf, isTeamManager } from '../teams/team-manager';
import { billingTexts } from './billing-texts';

export const TIER_LABELS: Readonly<Record<BillingTier, string>> = {
  free: 'Free',
  lite: 'Lite',
  pro: 'Pro',
  team: 'Team',
};

/** Team billing describes the team, with its members counted. */
const isTeamBilling = (details: SubscriptionDetails): boolean => details.user_count !== null;

/** A paid plan is active, shown as a trial for a team; the free plan has no subscription (spec/002 §4). */
export function planState(details: SubscriptionDetails): 'Active' | 'Trial' | null {
  if (details.plan.tier === 'free') return null;
  return isTeamBilling(details) ? 'Trial' : 'Active';
}

export function billingPeriod(details: SubscriptionDetails): string | null {
  if (details.billed_yearly) return billingTexts.yearly;
  return details.billed_monthly ? billingTexts.monthly : null;
}

const money = (amount: number, cents: boolean) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents || !Number.isInteger(amount) ? 2 : 0,
  }).format(amount);

/** The team's seat price, per user per year or month (spec/002 §9). */
export function costPerUser(details: SubscriptionDetails): string {
  if (details.price_per_account === null) return billingTexts.unpriced;
  return `${money(details.price_per_account, false)} per user per ${details.billed_yearly ? 'year' : 'month'}`;
}

export const memberCount = (count: number) => (count === 1 ? '1 member' : `${count} members`);

/** Charges are in cents, shown in dollars (spec/002 §9). */
export const chargeAmount = (charge: Charge) => money(charge.amount / 100, true);

/** DD-MM-YYYY (spec/002 §9). */
export function chargeDate(charge: Charge): string {
  const date = new Date(charge.created);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

export function chargeStatus(charge: Charge): string {
  if (!charge.paid) return billingTexts.failed;
  return charge.amount_refunded > 0 ? billingTexts.refunded : billingTexts.paid;
}

/**
 * Business details are shown to an enterprise user only when they have some (spec/002 §6): their
 * team pays. A team's managers are the ones who pay it, so they always see them.
 */
export const showsBusinessDetails = (
  user: Pick<CurrentUser, 'account_type' | 'membership' | 'billing_address' | 'billing_vat_id'>,
): boolean =>
  heldPlanOf(user) !== 'enterprise' || isTeamManager(user) || user.billing_address !== '' || user.billing_vat_id !== '';
