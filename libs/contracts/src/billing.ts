import { z } from 'zod';

/** The tiers a customer is billed on; a team, and an account on the enterprise plan, are on `team`. */
export const billingTier = z.enum(['free', 'lite', 'pro', 'team']);
export type BillingTier = z.infer<typeof billingTier>;

const card = z.object({ last4: z.string() });

/** A payment taken by the payment provider, in cents (spec/002 §3). */
export const charge = z
  .object({
    id: z.string(),
    paid: z.boolean(),
    amount: z.number().int().nonnegative(),
    amount_refunded: z.number().int().nonnegative(),
    created: z.string(),
    card: card.nullable(),
  })
  .meta({ id: 'Charge' });
export type Charge = z.infer<typeof charge>;

/** The customer as the payment provider knows them (spec/002 §3 "Customer"). */
export const customer = z
  .object({
    active_card: card.nullable(),
    /** The provider's subscription; null when there is none (always, while no provider is configured). */
    subscription: z
      .object({
        status: z.enum(['active', 'trialing', 'past_due', 'canceled']),
        cancel_at_period_end: z.boolean(),
        coupon_code: z.string().nullable(),
        percent_off: z.number().nonnegative().nullable(),
        period: z.enum(['year', 'month']),
        current_period_end: z.string(),
      })
      .nullable(),
    can_change_period: z.boolean(),
    can_toggle_notifications: z.boolean(),
    next_charge: z.string().nullable(),
    next_charge_amount: z.number().int().nonnegative().nullable(),
    charges: z.array(charge),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customer>;

/** GET /account/details.json. */
export const customerResponse = z.object({ customer }).meta({ id: 'CustomerResponse' });
export type CustomerResponse = z.infer<typeof customerResponse>;

/**
 * GET /account/subscription.json (spec/002 §3 "Subscription details"): the plan billed to the
 * person asking, or to their team when they manage one.
 */
export const subscriptionDetails = z
  .object({
    plan: z.object({ tier: billingTier }),
    billed_yearly: z.boolean(),
    billed_monthly: z.boolean(),
    manually_upgraded: z.boolean(),
    free_invites_remaining: z.number().int().nonnegative(),
    /** What one team member costs for the billing period, as the operator set it; null when unset or not a team. */
    price_per_account: z.number().nonnegative().nullable(),
    /** The team's active members, each billed at `price_per_account`; null for a personal plan. */
    user_count: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'SubscriptionDetails' });
export type SubscriptionDetails = z.infer<typeof subscriptionDetails>;
