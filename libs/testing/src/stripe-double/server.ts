import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { browserScript } from './browser-script.js';
import { list, parseForm, record, text, type FormValue } from './form.js';
import {
  card,
  coupon,
  listOf,
  objectId,
  price,
  promotionCode,
  type CardObject,
  type DiscountObject,
  type DoubleCoupon,
  type ChargeObject,
  type CustomerObject,
  type DoublePrice,
  type EventObject,
  type InvoiceObject,
  type SubscriptionObject,
  type TokenObject,
} from './objects.js';

/** A card the provider declines when it is attached or charged (the provider's own test number). */
export const DECLINED_CARD = '4000000000000002';
export const TEST_CARD = '4242424242424242';

const DAY = 86_400;
const PERIOD_SECONDS = { month: 30 * DAY, year: 365 * DAY } as const;

export const DOUBLE_PRICES: readonly DoublePrice[] = [
  { id: 'price_lite_monthly', unitAmount: 500, interval: 'month' },
  { id: 'price_lite_yearly', unitAmount: 5000, interval: 'year' },
  { id: 'price_pro_monthly', unitAmount: 1000, interval: 'month' },
  { id: 'price_pro_yearly', unitAmount: 10000, interval: 'year' },
  { id: 'price_team_monthly', unitAmount: 1200, interval: 'month' },
  { id: 'price_team_yearly', unitAmount: 12000, interval: 'year' },
];

/** Coupons, each with the promotion code a customer types: one redeemable, one no longer. */
export const DOUBLE_COUPONS: readonly DoubleCoupon[] = [
  { id: 'coupon_spring', name: 'Spring sale', percentOff: 20, promotionCode: 'SPRING20', active: true },
  { id: 'coupon_launch', name: 'Launch offer', percentOff: 50, promotionCode: 'LAUNCH50', active: false },
];

interface ProviderError {
  status: number;
  error: { type: string; message: string; code?: string; decline_code?: string; param?: string };
}

class Refusal extends Error {
  constructor(readonly answer: ProviderError) {
    super(answer.error.message);
  }
}

const refuse = (status: number, error: ProviderError['error']): never => {
  throw new Refusal({ status, error });
};

const missing = (kind: string, id: string) =>
  refuse(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });

const declined = () =>
  refuse(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  });

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    return sum + (digit > 9 ? digit - 9 : digit);
  }, 0) %
    10 ===
  0;

export interface ProviderRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: Record<string, FormValue>;
  /** Whether the answer was a replay of an earlier one with the same idempotency key. */
  replayed: boolean;
}

/**
 * A local server speaking the payment provider's (Stripe's) wire format for the objects Lectern
 * uses, described in docs/decisions/0046: form-encoded requests as the official SDK sends them,
 * JSON objects and `{ error }` answers as it parses them, idempotency keys honoured (a repeat
 * with the same parameters replays the first answer, other parameters are an idempotency
 * error), the events a change produces, its own clock, and Stripe.js's card form (`/v3/`).
 */
export async function startStripeDouble(
  options: {
    secretKey?: string;
    publishableKey?: string;
    prices?: readonly DoublePrice[];
    coupons?: readonly DoubleCoupon[];
  } = {},
) {
  const secretKey = options.secretKey ?? 'sk_test_double';
  const publishableKey = options.publishableKey ?? 'pk_test_double';
  const webhookSecret = 'whsec_double';
  const prices = new Map((options.prices ?? DOUBLE_PRICES).map((entry) => [entry.id, entry]));
  const coupons = new Map((options.coupons ?? DOUBLE_COUPONS).map((entry) => [entry.id, entry]));
  // The provider's clock: the real one, moved on by `endPeriod`.
  let offset = 0;
  const now = () => Math.floor(Date.now() / 1000) + offset;

  const tokens = new Map<string, TokenObject>();
  const cards = new Map<string, CardObject>();
  const customers = new Map<string, CustomerObject>();
  const subscriptions = new Map<string, SubscriptionObject>();
  const discounts = new Map<string, DiscountObject>();
  const charges: ChargeObject[] = [];
  const events: EventObject[] = [];
  const requests: ProviderRequest[] = [];
  const answered = new Map<string, { fingerprint: string; status: number; body: string }>();
  let heldAnswers: (() => void)[] | null = null;
  let holding: ((path: string) => boolean) | null = null;

  const emit = (type: string, object: EventObject['data']['object']) =>
    events.push({
      id: objectId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      type: type as EventObject['type'],
      data: { object: structuredClone(object) },
    });

  const customer = (id: string) => customers.get(id) ?? missing('customer', id);
  const subscription = (id: string) => subscriptions.get(id) ?? missing('subscription', id);
  const priceOf = (id: string | undefined) =>
    (id && prices.get(id)) ||
    refuse(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such price: '${id}'` });

  /** A promotion code by its id, redeemable (a used-up or inactive one is refused as the provider does). */
  function redeemable(promotionId: string) {
    const entry = [...coupons.values()].find((candidate) => `promo_${candidate.id}` === promotionId);
    if (!entry) return missing('promotion_code', promotionId);
    if (!entry.active)
      refuse(400, {
        type: 'invalid_request_error',
        message: `This promotion code cannot be redeemed because the associated coupon is no longer valid.`,
        param: 'discounts[0][promotion_code]',
      });
    return entry;
  }

  /** The share a subscription's discount leaves to pay of `amount`, in cents. */
  function discounted(subscriptionObject: SubscriptionObject, amount: number) {
    const [discountId] = subscriptionObject.discounts;
    const discount = typeof discountId === 'string' ? discounts.get(discountId) : undefined;
    const entry =
      discount &&
      coupons.get(
        String(typeof discount.source.coupon === 'string' ? discount.source.coupon : discount.source.coupon.id),
      );
    return entry ? Math.round(amount * (1 - entry.percentOff / 100)) : amount;
  }

  /**
   * A subscription as an answer gives it: its discounts by id, or whole when `expand` names them
   * (`discounts`, `discounts.source.coupon`, `discounts.promotion_code`).
   */
  function presented(subscriptionObject: SubscriptionObject, expand: readonly string[]): SubscriptionObject {
    if (!expand.some((path) => path === 'discounts' || path.startsWith('discounts.'))) return subscriptionObject;
    return {
      ...subscriptionObject,
      discounts: subscriptionObject.discounts.map((id) => {
        const discount = discounts.get(String(id))!;
        const entry = coupons.get(String(discount.source.coupon))!;
        return {
          ...discount,
          source: {
            type: 'coupon' as const,
            coupon: expand.includes('discounts.source.coupon') ? coupon(entry, discount.start) : discount.source.coupon,
          },
          promotion_code: expand.includes('discounts.promotion_code')
            ? promotionCode(entry, discount.start)
            : discount.promotion_code,
        };
      }),
    };
  }

  const expansions = (form: Record<string, FormValue>) => list(form.expand).map((path) => text(path) ?? '');

  function attachSource(customerId: string, tokenId: string | undefined) {
    if (!tokenId) return;
    const token = tokens.get(tokenId) ?? missing('token', tokenId);
    if (token.used)
      refuse(400, {
        type: 'invalid_request_error',
        message: `You cannot use a Stripe token more than once: ${tokenId}.`,
      });
    token.used = true;
    if (token.card.last4 === DECLINED_CARD.slice(-4) && token.card.brand === 'Visa') declined();
    const attached = { ...token.card, customer: customerId };
    cards.set(attached.id, attached);
    customer(customerId).default_source = attached.id;
  }

  function charge(customerId: string, amount: number) {
    const source = cards.get(customer(customerId).default_source ?? '') ?? declined();
    if (source.last4 === DECLINED_CARD.slice(-4)) declined();
    const made: ChargeObject = {
      id: objectId('ch'),
      object: 'charge',
      amount,
      amount_refunded: 0,
      created: now(),
      currency: 'usd',
      livemode: false,
      paid: true,
      refunded: false,
      status: 'succeeded',
      customer: customerId,
      payment_method_details: { type: 'card', card: { brand: source.brand.toLowerCase(), last4: source.last4 } },
    };
    charges.push(made);
    emit('charge.succeeded', made);
  }

  const routes: [
    string,
    RegExp,
    (match: string[], form: Record<string, FormValue>, query: URLSearchParams) => unknown,
  ][] = [
    [
      'POST',
      /^\/v1\/tokens$/,
      (_, form) => {
        const given = record(form.card);
        const number = (text(given.number) ?? '').replace(/\D/g, '');
        if (number.length < 12 || !luhn(number))
          refuse(402, {
            type: 'card_error',
            code: 'incorrect_number',
            message: 'Your card number is incorrect.',
            param: 'number',
          });
        const month = Number(text(given.exp_month));
        const year = Number(text(given.exp_year));
        if (!(month >= 1 && month <= 12) || !(year >= 0))
          refuse(402, {
            type: 'card_error',
            code: 'invalid_expiry_month',
            message: "Your card's expiration month is invalid.",
            param: 'exp_month',
          });
        const made: TokenObject = {
          id: objectId('tok'),
          object: 'token',
          created: now(),
          livemode: false,
          type: 'card',
          used: false,
          card: card(number, month, year < 100 ? 2000 + year : year),
        };
        tokens.set(made.id, made);
        return made;
      },
    ],
    [
      'POST',
      /^\/v1\/customers$/,
      (_, form) => {
        const made: CustomerObject = {
          id: objectId('cus'),
          object: 'customer',
          created: now(),
          email: text(form.email) ?? null,
          livemode: false,
          metadata: Object.fromEntries(Object.entries(record(form.metadata)).map(([k, v]) => [k, text(v) ?? ''])),
          delinquent: false,
          balance: 0,
          default_source: null,
        };
        customers.set(made.id, made);
        try {
          attachSource(made.id, text(form.source));
        } catch (error) {
          customers.delete(made.id);
          throw error;
        }
        return made;
      },
    ],
    ['GET', /^\/v1\/customers\/([\w]+)$/, ([id]) => customer(id!)],
    [
      'GET',
      /^\/v1\/customers\/(\w+)\/sources\/(\w+)$/,
      ([id, cardId]) => {
        const found = cards.get(cardId!);
        return found && found.customer === id ? found : missing('source', cardId!);
      },
    ],
    [
      'POST',
      /^\/v1\/customers\/([\w]+)$/,
      ([id], form) => {
        attachSource(id!, text(form.source));
        return customer(id!);
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      (_, form) => {
        const customerId = text(form.customer) ?? missing('customer', '');
        customer(customerId);
        const item = record(list(form.items)[0]);
        const entry = priceOf(text(item.price));
        const quantity = Number(text(item.quantity) ?? '1');
        const id = objectId('sub');
        const promotionId = text(record(list(form.discounts)[0]).promotion_code);
        const redeemed = promotionId ? redeemable(promotionId) : undefined;
        const discount: DiscountObject | undefined = redeemed && {
          id: objectId('di'),
          object: 'discount',
          start: now(),
          end: null,
          checkout_session: null,
          invoice: null,
          invoice_item: null,
          customer: customerId,
          subscription: id,
          subscription_item: null,
          source: { type: 'coupon', coupon: redeemed.id },
          promotion_code: promotionId!,
        };
        if (discount) discounts.set(discount.id, discount);
        const made: SubscriptionObject = {
          id,
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: false,
          canceled_at: null,
          cancel_at: null,
          ended_at: null,
          created: now(),
          start_date: now(),
          livemode: false,
          metadata: Object.fromEntries(Object.entries(record(form.metadata)).map(([k, v]) => [k, text(v) ?? ''])),
          customer: customerId,
          discounts: discount ? [discount.id] : [],
          items: listOf(`/v1/subscription_items?subscription=${id}`, [
            {
              id: objectId('si'),
              object: 'subscription_item',
              created: now(),
              current_period_start: now(),
              current_period_end: now() + PERIOD_SECONDS[entry.interval],
              quantity,
              subscription: id,
              metadata: {},
              price: price(entry, now()),
            },
          ]),
        };
        try {
          charge(customerId, discounted(made, entry.unitAmount * quantity));
        } catch (error) {
          if (discount) discounts.delete(discount.id);
          throw error;
        }
        subscriptions.set(id, made);
        emit('customer.subscription.created', made);
        return presented(made, expansions(form));
      },
    ],
    ['GET', /^\/v1\/subscriptions\/([\w]+)$/, ([id], form) => presented(subscription(id!), expansions(form))],
    [
      'POST',
      /^\/v1\/subscriptions\/([\w]+)$/,
      ([id], form) => {
        const changed = subscription(id!);
        if (changed.status === 'canceled')
          refuse(400, {
            type: 'invalid_request_error',
            message: 'A canceled subscription can only update its cancellation_details and metadata.',
          });
        const atPeriodEnd = text(form.cancel_at_period_end);
        if (atPeriodEnd !== undefined) {
          changed.cancel_at_period_end = atPeriodEnd === 'true';
          changed.canceled_at = changed.cancel_at_period_end ? now() : null;
          changed.cancel_at = changed.cancel_at_period_end ? changed.items.data[0]!.current_period_end : null;
        }
        const item = record(list(form.items)[0]);
        const newPrice = text(item.price);
        const current = changed.items.data[0]!;
        if (newPrice) {
          const entry = priceOf(newPrice);
          const quantity = Number(text(item.quantity) ?? String(current.quantity ?? 1));
          if (entry.interval !== current.price.recurring.interval) {
            // A new interval starts a new period at once, charged in full (no proration credit here).
            charge(changed.customer, discounted(changed, entry.unitAmount * quantity));
            current.current_period_start = now();
            current.current_period_end = now() + PERIOD_SECONDS[entry.interval];
          }
          current.price = price(entry, now());
          current.quantity = quantity;
        } else if (text(item.quantity)) {
          const quantity = Number(text(item.quantity));
          const added = quantity - (current.quantity ?? 1);
          // `always_invoice`: seats added are charged at once for the rest of the period; otherwise nothing now.
          if (added > 0 && text(form.proration_behavior) === 'always_invoice') {
            const left =
              (current.current_period_end - now()) / (current.current_period_end - current.current_period_start);
            charge(changed.customer, discounted(changed, Math.round((current.price.unit_amount ?? 0) * added * left)));
          }
          current.quantity = quantity;
        }
        emit('customer.subscription.updated', changed);
        return presented(changed, expansions(form));
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([\w]+)$/,
      ([id]) => {
        const ended = subscription(id!);
        Object.assign(ended, { status: 'canceled', canceled_at: now(), ended_at: now() });
        emit('customer.subscription.deleted', ended);
        return ended;
      },
    ],
    [
      'GET',
      /^\/v1\/promotion_codes$/,
      (_, __, query) => {
        const code = query.get('code')?.toLowerCase();
        const active = query.get('active');
        return listOf(
          '/v1/promotion_codes',
          [...coupons.values()]
            .filter((entry) => code === undefined || entry.promotionCode.toLowerCase() === code)
            .filter((entry) => active === null || String(entry.active) === active)
            .map((entry) => promotionCode(entry, now())),
        );
      },
    ],
    [
      'GET',
      /^\/v1\/charges$/,
      (_, __, query) =>
        listOf('/v1/charges', charges.filter((made) => made.customer === query.get('customer')).toReversed()),
    ],
  ];

  function route(method: string, path: string, form: Record<string, FormValue>, query: URLSearchParams) {
    for (const [routeMethod, pattern, run] of routes) {
      const match = pattern.exec(path);
      if (match && routeMethod === method) return run(match.slice(1), form, query);
    }
    return refuse(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://double');
      const send = (status: number, payload: string, headers: Record<string, string> = {}) => {
        const write = () =>
          response
            .writeHead(status, {
              'content-type': 'application/json',
              'request-id': objectId('req'),
              'access-control-allow-origin': '*',
              date: new Date(now() * 1000).toUTCString(),
              ...headers,
            })
            .end(payload);
        if (holding?.(url.pathname)) (heldAnswers ??= []).push(write);
        else write();
      };
      if (request.method === 'OPTIONS') {
        // A browser's preflight of the card script's call, as the provider answers it.
        response
          .writeHead(204, {
            'access-control-allow-origin': '*',
            'access-control-allow-methods': 'GET, POST',
            'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
            'access-control-max-age': '300',
          })
          .end();
        return;
      }
      if (request.method === 'GET' && url.pathname === '/v3/') {
        response
          .writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' })
          .end(browserScript(`http://127.0.0.1:${port()}`));
        return;
      }
      const form = parseForm(request.method === 'GET' ? url.search.slice(1) : body);
      const browserKey = url.pathname === '/v1/tokens' ? text(form.key) : undefined;
      const key = browserKey ?? request.headers.authorization?.replace(/^Bearer /, '');
      if (key !== (browserKey ? publishableKey : secretKey)) {
        send(
          401,
          JSON.stringify({ error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${key}` } }),
        );
        return;
      }
      const idempotencyKey = request.method === 'POST' ? request.headers['idempotency-key']?.toString() : undefined;
      const fingerprint = `${request.method} ${url.pathname} ${JSON.stringify(form)}`;
      const earlier = idempotencyKey ? answered.get(idempotencyKey) : undefined;
      requests.push({ method: request.method!, path: url.pathname, idempotencyKey, form, replayed: !!earlier });
      if (earlier) {
        if (earlier.fingerprint !== fingerprint)
          send(
            400,
            JSON.stringify({
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              },
            }),
          );
        else send(earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
        return;
      }
      let status = 200;
      let payload: string;
      try {
        payload = JSON.stringify(route(request.method!, url.pathname, form, url.searchParams));
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        status = error.answer.status;
        payload = JSON.stringify({ error: error.answer.error });
      }
      if (idempotencyKey) answered.set(idempotencyKey, { fingerprint, status, body: payload });
      send(status, payload, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = () => (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port()}`;

  /** A subscription's period comes to its end: one set to cancel then ends, another renews (charged). */
  function endPeriod(subscriptionId: string) {
    const ending = subscription(subscriptionId);
    const item = ending.items.data[0]!;
    offset += Math.max(0, item.current_period_end - now());
    if (ending.cancel_at_period_end) {
      Object.assign(ending, { status: 'canceled', ended_at: now() });
      emit('customer.subscription.deleted', ending);
      return;
    }
    const interval = item.price.recurring.interval as 'month' | 'year';
    try {
      charge(ending.customer, discounted(ending, (item.price.unit_amount ?? 0) * (item.quantity ?? 1)));
      item.current_period_start = now();
      item.current_period_end = now() + PERIOD_SECONDS[interval];
      emit('customer.subscription.updated', ending);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      ending.status = 'past_due';
      const invoice: InvoiceObject = {
        id: objectId('in'),
        object: 'invoice',
        amount_due: discounted(ending, (item.price.unit_amount ?? 0) * (item.quantity ?? 1)),
        amount_paid: 0,
        attempt_count: 1,
        created: now(),
        currency: 'usd',
        livemode: false,
        status: 'open',
        customer: ending.customer,
        subscription: ending.id,
      };
      emit('invoice.payment_failed', invoice);
      emit('customer.subscription.updated', ending);
    }
  }

  return {
    url,
    /** The SDK's own options pointing it here (`host`, `port`, `protocol`). */
    sdkOptions: { host: '127.0.0.1', port: port(), protocol: 'http' as const },
    secretKey,
    publishableKey,
    webhookSecret,
    /** Stripe.js's address on the double. */
    scriptUrl: `${url}/v3/`,
    requests,
    events,
    customers,
    subscriptions,
    /** The settings that configure Lectern for this double, named as its environment variables. */
    environment: (): Record<string, string> => ({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: url,
      STRIPE_JS_URL: `${url}/v3/`,
      STRIPE_PRICE_LITE_MONTHLY: 'price_lite_monthly',
      STRIPE_PRICE_LITE_YEARLY: 'price_lite_yearly',
      STRIPE_PRICE_PRO_MONTHLY: 'price_pro_monthly',
      STRIPE_PRICE_PRO_YEARLY: 'price_pro_yearly',
      STRIPE_PRICE_TEAM_MONTHLY: 'price_team_monthly',
      STRIPE_PRICE_TEAM_YEARLY: 'price_team_yearly',
    }),
    /** A token for a card, as the browser script would get it. */
    cardToken(number = TEST_CARD): string {
      const made: TokenObject = {
        id: objectId('tok'),
        object: 'token',
        created: now(),
        livemode: false,
        type: 'card',
        used: false,
        card: card(number, 12, 2040),
      };
      tokens.set(made.id, made);
      return made.id;
    },
    endPeriod,
    /**
     * The provider's retries of a renewal that could not be charged are spent: it ends the
     * `past_due` subscription, as its setting to cancel after the last retry does.
     */
    retriesSpent(subscriptionId: string) {
      const ending = subscription(subscriptionId);
      if (ending.status !== 'past_due') throw new Error(`${subscriptionId} is ${ending.status}, not past_due`);
      Object.assign(ending, { status: 'canceled', ended_at: now() });
      emit('customer.subscription.deleted', ending);
    },
    /** Makes the card on file decline from now on (a renewal then fails). */
    declineCard(customerId: string) {
      const source = cards.get(customer(customerId).default_source ?? '');
      if (source) source.last4 = DECLINED_CARD.slice(-4);
    },
    /**
     * Answers (to calls on `path`, or every call) are worked out and kept, but held back until
     * `releaseAnswers()`: a caller that dies meanwhile never sees them.
     */
    holdAnswers(path?: string) {
      holding = (asked) => path === undefined || asked === path;
    },
    releaseAnswers() {
      const held = heldAnswers ?? [];
      holding = null;
      heldAnswers = null;
      for (const write of held) write();
    },
    /** An event as the provider would deliver it to a webhook endpoint: its body and a valid signature header. */
    signed(event: EventObject, secret = webhookSecret, timestamp?: number) {
      const payload = JSON.stringify(event);
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
    },
    /** Posts every event not yet delivered to `endpoint`, signed, in order; their answers' statuses. */
    async deliver(endpoint: string, from = 0): Promise<number[]> {
      const statuses: number[] = [];
      for (const event of events.slice(from)) {
        const { payload, signature } = this.signed(event);
        const answer = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        statuses.push(answer.status);
      }
      return statuses;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;
