import type { BillingTier, Charge, CurrentUser, Customer, SubscriptionDetails } from '@lectern/contracts';
import { ddMmYyyy, dollarsFromCents } from '@lectern/domain';
import { heldPlanOf, isTeamManager } from '../session/team-manager';
import { billingTexts } from './billing-texts';

export const TIER_LABELS: Readonly<Record<BillingTier, string>> = {
  free: 'Free',
  lite: 'Lite',
  pro: 'Pro',
  team: 'Team',
};

/** Team billing describes the team, with its members counted. */
const isTeamBilling = (details: SubscriptionDetails): boolean => details.user_count !== null;

export interface PlanState {
  kind: 'active' | 'trial' | 'cancelled';
  text: string;
}

/**
 * The subscription's state (spec/002 §4): a paid plan is active, shown as a trial for a team, or
 * cancelled but available until its period's end; the free plan has none.
 */
export function planState(details: SubscriptionDetails, subscription: Customer['subscription']): PlanState | null {
  if (details.plan.tier === 'free') return null;
  if (subscription?.cancel_at_period_end)
    return { kind: 'cancelled', text: billingTexts.cancelled(formatDate(subscription.current_period_end)) };
  return isTeamBilling(details)
    ? { kind: 'trial', text: billingTexts.trial }
    : { kind: 'active', text: billingTexts.active };
}

export function billingPeriod(details: SubscriptionDetails): string | null {
  if (details.billed_yearly) return billingTexts.yearly;
  return details.billed_monthly ? billingTexts.monthly : null;
}

/** A price in dollars, with cents only when it has some. */
const price = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

/** The team's seat price, per user per year or month (spec/002 §9). */
export function costPerUser(details: SubscriptionDetails): string {
  if (details.price_per_account === null) return billingTexts.unpriced;
  return `${price(details.price_per_account)} per user per ${details.billed_yearly ? 'year' : 'month'}`;
}

export const memberCount = (count: number) => (count === 1 ? '1 member' : `${count} members`);

/** Charges are in cents, shown in dollars (spec/002 §9). */
export const chargeAmount = (charge: Charge) => dollarsFromCents(charge.amount);

/** DD-MM-YYYY (spec/002 §9), on the reader's clock. */
export const formatDate = (iso: string): string => ddMmYyyy(new Date(iso), 'local');

export const chargeDate = (charge: Charge): string => formatDate(charge.created);

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
