import Stripe from 'stripe';
import type { PaymentProviderSetting } from '@lectern/config';
import type {
  BillingPeriod,
  ProviderState,
  RedeemedCoupon,
  SubscribedPlan,
  SubscriptionRequestEvent,
} from '@lectern/domain';

/** A request the provider refused with a message meant for the customer (a card error, an invalid request). */
export class ProviderRefusal extends Error {
  override readonly name = 'ProviderRefusal';
}

/** The refusal of a coupon code the provider has no active promotion code for. */
export const couponNotValid = (code: string) => `The coupon code ${code} is not valid`;

/** The discounts of a subscription answer, read whole: the coupon and the promotion code the customer typed. */
const EXPAND_DISCOUNTS = ['discounts.source.coupon', 'discounts.promotion_code'];

/**
 * The coupon a subscription redeems: null for none; undefined when the object names its discount
 * without reading it out (as the provider's events do).
 */
function couponOf(subscription: Stripe.Subscription): RedeemedCoupon | null | undefined {
  const [discount] = subscription.discounts ?? [];
  if (!discount) return null;
  if (typeof discount === 'string') return undefined;
  const coupon = discount.source.coupon;
  if (!coupon || typeof coupon === 'string') return undefined;
  const promotion = discount.promotion_code;
  const code = promotion && typeof promotion !== 'string' ? promotion.code : (coupon.name ?? coupon.id);
  return { code, percentOff: coupon.percent_off };
}

/** The plan and period a price id stands for, from the configured price ids. */
function pricesByIds(prices: PaymentProviderSetting['prices']) {
  const byId = new Map<string, { plan: SubscribedPlan; period: BillingPeriod }>();
  for (const [plan, periods] of Object.entries(prices) as [SubscribedPlan, Record<BillingPeriod, string>][])
    for (const [period, id] of Object.entries(periods) as [BillingPeriod, string][]) byId.set(id, { plan, period });
  return byId;
}

/** The provider's time of an answer: its `Date` header, in seconds. */
const answeredAt = (answer: { lastResponse?: { headers: Record<string, string> } }) =>
  Math.floor(Date.parse(answer.lastResponse?.headers.date ?? '') / 1000) || Math.floor(Date.now() / 1000);

/**
 * The payment provider, on its official SDK: the calls behind each subscription request, each with
 * the request's id as its idempotency key (a request retried after a crash is done once by the
 * provider), and the provider's subscriptions read back as Lectern keeps them.
 */
export function createPaymentProvider(setting: PaymentProviderSetting) {
  const stripe = new Stripe(setting.secretKey, { ...setting.api, maxNetworkRetries: 2, timeout: 20_000 });
  const prices = pricesByIds(setting.prices);

  /** The provider's subscription as Lectern keeps it; undefined for one on a price Lectern did not configure. */
  function stateOf(subscription: Stripe.Subscription, asOf: number, cardLast4?: string): ProviderState | undefined {
    const item = subscription.items.data[0];
    const priced = item && prices.get(item.price.id);
    if (!priced) return undefined;
    const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const coupon = couponOf(subscription);
    return {
      customerId,
      asOf,
      cardLast4,
      subscription: {
        id: subscription.id,
        status: subscription.status,
        plan: priced.plan,
        period: priced.period,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        currentPeriodEnd: new Date(item.current_period_end * 1000).toISOString(),
        seats: item.quantity ?? 1,
        ...(item.price.unit_amount !== null ? { unitAmount: item.price.unit_amount } : {}),
        ...(coupon !== undefined ? { coupon } : {}),
      },
    };
  }

  const known = (state: ProviderState | undefined): ProviderState => {
    if (!state) throw new Error('The provider answered with a subscription on a price Lectern does not know');
    return state;
  };

  /** Runs a call, turning the provider's refusals into ProviderRefusal; other failures (network, 5xx) are thrown as they are. */
  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError)
        throw new ProviderRefusal(error.message);
      throw error;
    }
  }

  /** The last four digits of the customer's card on file. */
  async function cardOf(customer: Stripe.Customer): Promise<string | undefined> {
    if (!customer.default_source) return undefined;
    const source = await call(() => stripe.customers.retrieveSource(customer.id, String(customer.default_source)));
    return 'last4' in source ? source.last4 : undefined;
  }

  async function update(subscriptionId: string, params: Stripe.SubscriptionUpdateParams, key: string) {
    const updated = await call(() =>
      stripe.subscriptions.update(subscriptionId, { ...params, expand: EXPAND_DISCOUNTS }, { idempotencyKey: key }),
    );
    return known(stateOf(updated, answeredAt(updated)));
  }

  const retrieve = (subscriptionId: string) =>
    call(() => stripe.subscriptions.retrieve(subscriptionId, { expand: EXPAND_DISCOUNTS }));

  /** The provider's active promotion code the customer typed (case as typed); a refusal when there is none. */
  async function promotionCode(code: string): Promise<string> {
    const found = await call(() => stripe.promotionCodes.list({ code, active: true, limit: 1 }));
    const promotion = found.data[0];
    if (!promotion) throw new ProviderRefusal(couponNotValid(code));
    return promotion.id;
  }

  return {
    /** Carries out a request recorded on a subscription stream; its answer as the provider gives it. */
    async carryOut(
      request: SubscriptionRequestEvent,
      {
        customerId,
        subscriptionId,
        paidSeats,
      }: { customerId: string | null; subscriptionId: string | null; paidSeats: number },
    ): Promise<ProviderState> {
      const key = request.data.requestId;
      switch (request.type) {
        case 'SubscriptionRequested': {
          const { email, userId, plan, period, cardToken, seats, couponCode } = request.data;
          // Looked up first: a code that is not valid refuses the request before anything is made.
          const discounts = couponCode ? [{ promotion_code: await promotionCode(couponCode) }] : undefined;
          // Subscribing again after a plan ended keeps the account's customer, and with it the
          // earlier charges the account lists.
          const customer = await call(() =>
            customerId
              ? stripe.customers.update(customerId, { email, source: cardToken }, { idempotencyKey: `${key}:customer` })
              : stripe.customers.create(
                  { email, source: cardToken, metadata: { account: userId } },
                  { idempotencyKey: `${key}:customer` },
                ),
          );
          const card = await cardOf(customer);
          const subscription = await call(() =>
            stripe.subscriptions.create(
              {
                customer: customer.id,
                items: [{ price: setting.prices[plan][period], ...(plan === 'team' ? { quantity: seats ?? 1 } : {}) }],
                metadata: { account: userId },
                ...(discounts ? { discounts } : {}),
                expand: EXPAND_DISCOUNTS,
              },
              { idempotencyKey: `${key}:subscription` },
            ),
          );
          return known(stateOf(subscription, answeredAt(subscription), card));
        }
        case 'PeriodChangeRequested': {
          const current = await retrieve(subscriptionId!);
          const item = current.items.data[0]!;
          const plan = prices.get(item.price.id)?.plan ?? 'pro';
          return update(
            current.id,
            {
              items: [{ id: item.id, price: setting.prices[plan][request.data.period] }],
              proration_behavior: 'none',
            },
            key,
          );
        }
        case 'CancellationRequested':
          return update(subscriptionId!, { cancel_at_period_end: true }, key);
        case 'ReactivationRequested':
          return update(subscriptionId!, { cancel_at_period_end: false }, key);
        case 'CardChangeRequested': {
          const customer = await call(() =>
            stripe.customers.update(customerId!, { source: request.data.cardToken }, { idempotencyKey: key }),
          );
          const card = await cardOf(customer);
          const subscription = await retrieve(subscriptionId!);
          return known(stateOf(subscription, answeredAt(subscription), card));
        }
        case 'SeatChangeRequested': {
          const current = await retrieve(subscriptionId!);
          const item = current.items.data[0]!;
          const { seats } = request.data;
          // Seats beyond those paid this period are charged at once, prorated; fewer, or seats
          // already paid for, change nothing until the next period (no refund for a seat left).
          return update(
            current.id,
            {
              items: [{ id: item.id, quantity: seats }],
              proration_behavior: seats > paidSeats ? 'always_invoice' : 'none',
            },
            key,
          );
        }
      }
    },

    /**
     * A webhook's event, its signature checked on the raw body (within the SDK's default five
     * minutes' tolerance); throws Stripe's signature error when it does not hold.
     */
    verifiedEvent(rawBody: string | Buffer, signature: string): Stripe.Event {
      return stripe.webhooks.constructEvent(rawBody, signature, setting.webhookSecret);
    },

    /** The subscription an event is about, as Lectern keeps it, and whose it is; undefined for other events. */
    subscriptionEvent(event: Stripe.Event): { accountId: string; state: ProviderState } | undefined {
      if (!event.type.startsWith('customer.subscription.')) return undefined;
      const subscription = event.data.object as Stripe.Subscription;
      const accountId = subscription.metadata?.account;
      const state = stateOf(subscription, event.created);
      return accountId && state ? { accountId, state } : undefined;
    },

    /** A renewal's payment the provider could not take: whose customer, and what was due; undefined for other events. */
    paymentFailure(event: Stripe.Event): { customerId: string; amountDue: number } | undefined {
      if (event.type !== 'invoice.payment_failed') return undefined;
      const invoice = event.data.object;
      const customerId = typeof invoice.customer === 'string' ? invoice.customer : invoice.customer?.id;
      return customerId ? { customerId, amountDue: invoice.amount_due } : undefined;
    },

    /** The customer's charges, newest first (one page). */
    async charges(customerId: string) {
      return (await stripe.charges.list({ customer: customerId, limit: 100 })).data;
    },

    publishableKey: setting.publishableKey,
    apiUrl: `${setting.api.protocol}://${setting.api.host}:${setting.api.port}`,
    scriptUrl: setting.scriptUrl,
  };
}

export type PaymentProvider = ReturnType<typeof createPaymentProvider>;
