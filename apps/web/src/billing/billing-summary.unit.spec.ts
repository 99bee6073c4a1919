import { describe, expect, it } from 'vitest';
import type { Charge, Customer, SubscriptionDetails } from '@lectern/contracts';
import {
  billingPeriod,
  chargeAmount,
  chargeDate,
  chargeStatus,
  costPerUser,
  memberCount,
  planState,
  showsBusinessDetails,
} from './billing-summary';

const personal = (tier: SubscriptionDetails['plan']['tier']): SubscriptionDetails => ({
  plan: { tier },
  billed_yearly: false,
  billed_monthly: false,
  manually_upgraded: true,
  free_invites_remaining: 0,
  price_per_account: null,
  user_count: null,
  seats: null,
});
const team = (period: 'yearly' | 'monthly', price: number | null): SubscriptionDetails => ({
  ...personal('team'),
  billed_yearly: period === 'yearly',
  billed_monthly: period === 'monthly',
  manually_upgraded: false,
  price_per_account: price,
  user_count: 3,
});

const subscription = (cancelAtPeriodEnd: boolean): Customer['subscription'] => ({
  status: 'active',
  cancel_at_period_end: cancelAtPeriodEnd,
  coupon_code: null,
  percent_off: null,
  period: 'month',
  current_period_end: new Date(2027, 2, 7, 12).toISOString(),
});

describe('the plan as the billing page shows it', () => {
  it('is active when paid, a trial for a team, and no subscription on the free plan', () => {
    const states = [personal('free'), personal('pro'), personal('team'), team('yearly', 120)].map((details) =>
      planState(details, null),
    );
    expect(states).toEqual([
      null,
      { kind: 'active', text: 'Active' },
      { kind: 'active', text: 'Active' },
      { kind: 'trial', text: 'Trial' },
    ]);
    expect(planState(personal('pro'), subscription(false))).toEqual({ kind: 'active', text: 'Active' });
  });

  it('is cancelled but available until the end of its period once cancelled, for a person or a team', () => {
    const cancelled = { kind: 'cancelled', text: 'Cancelled, available until 07-03-2027' };
    expect(planState(personal('pro'), subscription(true))).toEqual(cancelled);
    expect(planState(team('monthly', 12), subscription(true))).toEqual(cancelled);
  });

  it("says a team's period, and its seat price per user for that period", () => {
    expect(billingPeriod(team('yearly', 120))).toBe('Yearly');
    expect(billingPeriod(team('monthly', 12))).toBe('Monthly');
    expect(billingPeriod(personal('pro'))).toBeNull();
    expect(costPerUser(team('yearly', 120))).toBe('$120 per user per year');
    expect(costPerUser(team('monthly', 12.5))).toBe('$12.50 per user per month');
    expect(costPerUser(team('monthly', null))).toBe('Not set by the administrator');
    expect([1, 3].map(memberCount)).toEqual(['1 member', '3 members']);
  });

  it('shows charges in dollars from cents, dated DD-MM-YYYY', () => {
    const charge: Charge = {
      id: 'ch_1',
      paid: true,
      amount: 3600,
      amount_refunded: 0,
      created: new Date(2026, 2, 7, 12).toISOString(),
      card: { last4: '4242' },
    };
    expect(chargeAmount(charge)).toBe('$36.00');
    expect(chargeDate(charge)).toBe('07-03-2026');
    expect([charge, { ...charge, amount_refunded: 3600 }, { ...charge, paid: false }].map(chargeStatus)).toEqual([
      'Paid',
      'Refunded',
      'Failed',
    ]);
  });
});

describe('business details', () => {
  const user = (
    account_type: 'default' | 'pro' | 'enterprise',
    role: 'owner' | 'member' | null,
    billing_address = '',
  ) => ({
    account_type,
    membership: role ? { role, activated: true, team_paid: true } : null,
    billing_address,
    billing_vat_id: '',
  });

  it('are shown to everyone not on the enterprise plan, and to the managers who pay for a team', () => {
    expect(showsBusinessDetails(user('default', null))).toBe(true);
    expect(showsBusinessDetails(user('pro', null))).toBe(true);
    expect(showsBusinessDetails(user('default', 'owner'))).toBe(true);
  });

  it('are shown to another enterprise user only when they have some', () => {
    expect(showsBusinessDetails(user('enterprise', null))).toBe(false);
    expect(showsBusinessDetails(user('default', 'member'))).toBe(false);
    expect(showsBusinessDetails(user('enterprise', null, '1 Main St'))).toBe(true);
  });
});
