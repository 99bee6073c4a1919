import { z } from 'zod';
import { billingPeriod, couponCode } from './teams.js';

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
    /** A change asked for that the payment provider has not answered yet. */
    pending_change: z.boolean(),
    /** The provider's message when it refused the last change (a declined card). */
    failure: z.string().nullable(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customer>;

/** What the browser needs to take a card: the provider's publishable key and script; null while payments are off. */
export const paymentsSetup = z.object({ publishable_key: z.string(), script_url: z.string() }).nullable();

/** GET /billing/setup: whether this Lectern takes payments, for the pricing and upgrade pages. */
export const billingSetup = z.object({ payments: paymentsSetup }).meta({ id: 'BillingSetup' });
export type BillingSetup = z.infer<typeof billingSetup>;

/** GET /account/details.json. */
export const customerResponse = z.object({ customer, payments: paymentsSetup }).meta({ id: 'CustomerResponse' });
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
    /** What one team member costs for the billing period, in dollars: the provider's seat price, else the operator's; null when unset or not a team. */
    price_per_account: z.number().nonnegative().nullable(),
    /** The team's active members, each billed at `price_per_account`; null for a personal plan. */
    user_count: z.number().int().nonnegative().nullable(),
    /** The seats the payment provider bills the team (its quantity, following the active members); null when it bills none. */
    seats: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'SubscriptionDetails' });
export type SubscriptionDetails = z.infer<typeof subscriptionDetails>;

/** POST /subscriptions: a paid plan bought with the card token the provider's script made in the browser. */
export const subscribeBody = z
  .object({
    subscription: z.object({
      token: z.string().min(1).max(255),
      plan: z.enum(['lite', 'pro']),
      billing_period: billingPeriod,
      /** A coupon code the customer typed (spec/002 §3 `coupon_code`). */
      coupon: couponCode.optional(),
    }),
  })
  .meta({ id: 'SubscribeBody' });

/**
 * POST /teams/reactivate (spec/002 §7 "teams reactivate"): a team whose subscription ended pays for
 * its seats again, with a new card token and a period.
 */
export const teamReactivationBody = z
  .object({
    subscription: z.object({ token: z.string().min(1).max(255), billing_period: billingPeriod }),
  })
  .meta({ id: 'TeamReactivationBody' });

/** The answer to a team's reactivation: recorded, carried out by the provider in a moment; the team lives at `root_url`. */
export const teamReactivationRequested = z
  .object({ team: z.object({ root_url: z.string() }), pending_change: z.literal(true) })
  .meta({ id: 'TeamReactivationRequested' });

/** PUT /subscriptions/period (the billing period page). */
export const periodChangeBody = z
  .object({ subscription: z.object({ billing_period: billingPeriod }) })
  .meta({ id: 'PeriodChangeBody' });

/** PUT /subscriptions/card (the update card page): a new card, as a token the provider's script made. */
export const cardChangeBody = z
  .object({ subscription: z.object({ token: z.string().min(1).max(255) }) })
  .meta({ id: 'CardChangeBody' });

/** DELETE /subscriptions: the cancellation survey (spec/002 §3 "Cancellation feedback", §5: notes at most 1000). */
export const cancellationBody = z
  .object({
    reason_code: z.number().int().min(1).max(5),
    notes: z.string().trim().max(1000).optional(),
  })
  .meta({ id: 'CancellationBody' });

/** The answer to a subscription request: recorded, and carried out by the provider in a moment. */
export const subscriptionRequested = z
  .object({ pending_change: z.literal(true) })
  .meta({ id: 'SubscriptionRequested' });

/**
 * POST /billing/invoice and /billing/receipt: a form post from the billing page (spec/002 §7), the
 * charge to print and the anti-forgery token in the body, as a form carries them.
 */
export const printChargeForm = z
  .object({
    charge_id: z.string().min(1).max(255),
    authenticity_token: z.string().max(500).optional(),
  })
  .meta({ id: 'PrintChargeForm' });
