import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/**
 * The provider's objects as the double makes them: only the fields docs/decisions/0046 lists,
 * each checked against the SDK's own types (`satisfies Pick<Stripe.X, …>`).
 */

export const objectId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export interface DoublePrice {
  id: string;
  unitAmount: number;
  interval: 'month' | 'year';
}

export type CardObject = Pick<
  Stripe.Card,
  'id' | 'object' | 'brand' | 'last4' | 'exp_month' | 'exp_year' | 'funding' | 'country'
> & { customer: string | null };

export const card = (number: string, expMonth: number, expYear: number) =>
  ({
    id: objectId('card'),
    object: 'card',
    brand: number.startsWith('5') ? 'MasterCard' : 'Visa',
    last4: number.slice(-4),
    exp_month: expMonth,
    exp_year: expYear,
    funding: 'credit',
    country: 'US',
    customer: null,
  }) satisfies CardObject;

export type TokenObject = Pick<Stripe.Token, 'id' | 'object' | 'created' | 'livemode' | 'type' | 'used'> & {
  card: CardObject;
};

export type CustomerObject = Pick<
  Stripe.Customer,
  'id' | 'object' | 'created' | 'email' | 'livemode' | 'metadata' | 'delinquent' | 'balance'
> & { default_source: string | null };

export type PriceObject = Pick<
  Stripe.Price,
  'id' | 'object' | 'active' | 'currency' | 'unit_amount' | 'type' | 'livemode' | 'created' | 'metadata'
> & { recurring: Pick<Stripe.Price.Recurring, 'interval' | 'interval_count' | 'usage_type'>; product: string };

export const price = (entry: DoublePrice, created: number) =>
  ({
    id: entry.id,
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: entry.unitAmount,
    type: 'recurring',
    livemode: false,
    created,
    metadata: {},
    recurring: { interval: entry.interval, interval_count: 1, usage_type: 'licensed' },
    product: `prod_${entry.id}`,
  }) satisfies PriceObject;

export type SubscriptionItemObject = Pick<
  Stripe.SubscriptionItem,
  'id' | 'object' | 'created' | 'current_period_start' | 'current_period_end' | 'quantity' | 'subscription' | 'metadata'
> & { price: PriceObject };

export interface DoubleCoupon {
  id: string;
  name: string;
  percentOff: number;
  /** The code a customer types for it (a promotion code), and whether it can still be redeemed. */
  promotionCode: string;
  active: boolean;
}

export type CouponObject = Pick<
  Stripe.Coupon,
  | 'id'
  | 'object'
  | 'amount_off'
  | 'created'
  | 'currency'
  | 'duration'
  | 'duration_in_months'
  | 'livemode'
  | 'max_redemptions'
  | 'metadata'
  | 'name'
  | 'percent_off'
  | 'redeem_by'
  | 'times_redeemed'
  | 'valid'
>;

export const coupon = (entry: DoubleCoupon, created: number) =>
  ({
    id: entry.id,
    object: 'coupon',
    amount_off: null,
    created,
    currency: null,
    duration: 'forever',
    duration_in_months: null,
    livemode: false,
    max_redemptions: null,
    metadata: {},
    name: entry.name,
    percent_off: entry.percentOff,
    redeem_by: null,
    times_redeemed: 0,
    valid: entry.active,
  }) satisfies CouponObject;

export type PromotionCodeObject = Pick<
  Stripe.PromotionCode,
  | 'id'
  | 'object'
  | 'active'
  | 'code'
  | 'created'
  | 'expires_at'
  | 'livemode'
  | 'max_redemptions'
  | 'metadata'
  | 'times_redeemed'
> & { customer: null; promotion: { type: 'coupon'; coupon: string } };

export const promotionCode = (entry: DoubleCoupon, created: number) =>
  ({
    id: `promo_${entry.id}`,
    object: 'promotion_code',
    active: entry.active,
    code: entry.promotionCode,
    created,
    customer: null,
    expires_at: null,
    livemode: false,
    max_redemptions: null,
    metadata: {},
    promotion: { type: 'coupon', coupon: entry.id },
    times_redeemed: 0,
  }) satisfies PromotionCodeObject;

/** A discount as kept: its coupon and promotion code by id; answers expand them when asked to. */
export type DiscountObject = Pick<
  Stripe.Discount,
  'id' | 'object' | 'start' | 'end' | 'subscription' | 'checkout_session' | 'invoice' | 'invoice_item'
> & {
  customer: string;
  subscription_item: null;
  source: { type: 'coupon'; coupon: string | CouponObject };
  promotion_code: string | PromotionCodeObject;
};

export type SubscriptionObject = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'status'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'cancel_at'
  | 'ended_at'
  | 'created'
  | 'start_date'
  | 'livemode'
  | 'metadata'
> & {
  customer: string;
  items: ListObject<SubscriptionItemObject>;
  /** By id, as the provider answers them unless `expand` asks for them whole. */
  discounts: (string | DiscountObject)[];
};

export type ChargeObject = Pick<
  Stripe.Charge,
  'id' | 'object' | 'amount' | 'amount_refunded' | 'created' | 'currency' | 'livemode' | 'paid' | 'refunded' | 'status'
> & {
  customer: string;
  payment_method_details: { type: 'card'; card: Pick<Stripe.Charge.PaymentMethodDetails.Card, 'brand' | 'last4'> };
};

export type EventObject = Pick<
  Stripe.Event,
  'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'type'
> & { data: { object: SubscriptionObject | ChargeObject | InvoiceObject } };

export type InvoiceObject = Pick<
  Stripe.Invoice,
  'id' | 'object' | 'amount_due' | 'amount_paid' | 'attempt_count' | 'created' | 'currency' | 'livemode' | 'status'
> & { customer: string; subscription: string };

export type ListObject<T> = { object: 'list'; data: T[]; has_more: boolean; url: string };

export const listOf = <T>(url: string, data: T[]): ListObject<T> => ({ object: 'list', data, has_more: false, url });
