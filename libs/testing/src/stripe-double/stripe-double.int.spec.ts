import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { DECLINED_CARD, startStripeDouble, type StripeDouble } from './server.js';

let double: StripeDouble;
let stripe: Stripe;

beforeAll(async () => {
  double = await startStripeDouble();
  stripe = new Stripe(double.secretKey, { ...double.sdkOptions, maxNetworkRetries: 0 });
});
afterAll(() => double.close());

async function subscribedCustomer() {
  const customer = await stripe.customers.create({ email: 'ada@example.com', source: double.cardToken() });
  const subscription = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: 'price_pro_monthly' }],
    metadata: { account: 'user-1' },
  });
  return { customer, subscription };
}

describe('the payment provider double, driven by the official SDK', () => {
  it('makes a customer with a card and a subscription whose period is on its item', async () => {
    const { customer, subscription } = await subscribedCustomer();
    expect(customer.id).toMatch(/^cus_/);
    expect(customer.default_source).toMatch(/^card_/);
    expect(subscription.status).toBe('active');
    expect(subscription.metadata).toEqual({ account: 'user-1' });
    const item = subscription.items.data[0]!;
    expect(item.price.id).toBe('price_pro_monthly');
    expect(item.current_period_end - item.current_period_start).toBe(30 * 86_400);
    const charges = await stripe.charges.list({ customer: customer.id });
    expect(charges.data.map((charge) => [charge.amount, charge.payment_method_details?.card?.last4])).toEqual([
      [1000, '4242'],
    ]);
    expect(double.requests.at(-2)?.form).toMatchObject({ items: [{ price: 'price_pro_monthly' }] });
  });

  it('replays an answer for a repeated idempotency key, and refuses the key with other parameters', async () => {
    const token = double.cardToken();
    const first = await stripe.customers.create({ email: 'b@example.com', source: token }, { idempotencyKey: 'k-1' });
    const again = await stripe.customers.create({ email: 'b@example.com', source: token }, { idempotencyKey: 'k-1' });
    expect(again.id).toBe(first.id);
    expect(double.requests.at(-1)?.replayed).toBe(true);
    await expect(stripe.customers.create({ email: 'c@example.com' }, { idempotencyKey: 'k-1' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('answers errors in the shapes the SDK raises: a declined card, a missing object, a wrong key', async () => {
    const declined = await stripe.customers.create({ source: double.cardToken(DECLINED_CARD) }).catch((e) => e);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({ code: 'card_declined', message: 'Your card was declined.', statusCode: 402 });
    const missing = await stripe.subscriptions.retrieve('sub_nothing').catch((e) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ code: 'resource_missing', statusCode: 404 });
    const stranger = new Stripe('sk_test_wrong', { ...double.sdkOptions, maxNetworkRetries: 0 });
    await expect(stranger.customers.retrieve('cus_x')).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('cancels at the period end, reactivates, and ends the subscription when the period ends', async () => {
    const { subscription } = await subscribedCustomer();
    const cancelling = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(cancelling).toMatchObject({ status: 'active', cancel_at_period_end: true });
    const kept = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(kept.cancel_at_period_end).toBe(false);
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    double.endPeriod(subscription.id);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    expect(double.events.at(-1)?.type).toBe('customer.subscription.deleted');
  });

  it('moves a subscription to yearly on its item, starting a new period', async () => {
    const { subscription } = await subscribedCustomer();
    const item = subscription.items.data[0]!;
    const yearly = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: 'price_pro_yearly' }],
      proration_behavior: 'none',
    });
    expect(yearly.items.data[0]!.price.recurring?.interval).toBe('year');
  });

  it('finds an active promotion code by its code, whatever its case, and not an inactive one', async () => {
    const found = await stripe.promotionCodes.list({ code: 'spring20', active: true, limit: 1 });
    expect(found.data.map((promotion) => [promotion.code, promotion.promotion.coupon])).toEqual([
      ['SPRING20', 'coupon_spring'],
    ]);
    expect((await stripe.promotionCodes.list({ code: 'LAUNCH50', active: true })).data).toEqual([]);
  });

  it('redeems a promotion code on a subscription, takes its share off every charge, and reads it out when expanded', async () => {
    const customer = await stripe.customers.create({ source: double.cardToken() });
    const [promotion] = (await stripe.promotionCodes.list({ code: 'SPRING20', active: true })).data;
    const expand = ['discounts.source.coupon', 'discounts.promotion_code'];
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_team_monthly', quantity: 3 }],
      discounts: [{ promotion_code: promotion!.id }],
      expand,
    });
    const [discount] = subscription.discounts as Stripe.Discount[];
    expect(discount!.source.coupon).toMatchObject({ id: 'coupon_spring', percent_off: 20, valid: true });
    expect(discount!.promotion_code).toMatchObject({ code: 'SPRING20', active: true });
    // 3 seats at $12, less 20 %.
    const charges = async () => (await stripe.charges.list({ customer: customer.id })).data.map((c) => c.amount);
    expect(await charges()).toEqual([2880]);
    // Unexpanded, as in its events, the discount is an id.
    const plain = await stripe.subscriptions.retrieve(subscription.id);
    expect(plain.discounts).toEqual([discount!.id]);
    const created = double.events.findLast((event) => event.type === 'customer.subscription.created')!;
    expect((created.data.object as { discounts: unknown[] }).discounts).toEqual([discount!.id]);

    double.endPeriod(subscription.id);
    expect(await charges()).toEqual([2880, 2880]);
    const inactive = await stripe.subscriptions
      .create({
        customer: customer.id,
        items: [{ price: 'price_pro_monthly' }],
        discounts: [{ promotion_code: 'promo_coupon_launch' }],
      })
      .catch((error: unknown) => error);
    expect(inactive).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('charges seats added with always_invoice for the rest of the period, and nothing for fewer', async () => {
    const customer = await stripe.customers.create({ source: double.cardToken() });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_team_monthly', quantity: 1 }],
    });
    const item = subscription.items.data[0]!;
    const more = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, quantity: 3 }],
      proration_behavior: 'always_invoice',
    });
    expect(more.items.data[0]!.quantity).toBe(3);
    await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, quantity: 2 }],
      proration_behavior: 'none',
    });
    const charges = (await stripe.charges.list({ customer: customer.id })).data.map((c) => c.amount);
    // Newest first: two seats for (all but a moment of) the period, then the first seat.
    expect(charges).toEqual([2400, 1200]);
    double.endPeriod(subscription.id);
    expect((await stripe.charges.list({ customer: customer.id })).data[0]!.amount).toBe(2400);
  });

  it('signs its events so that the SDK verifies them, and a changed body fails', () => {
    const event = double.events.at(-1)!;
    const { payload, signature } = double.signed(event);
    expect(stripe.webhooks.constructEvent(payload, signature, double.webhookSecret).id).toBe(event.id);
    expect(() =>
      stripe.webhooks.constructEvent(payload.replace('"event"', '"evil"'), signature, double.webhookSecret),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('serves Stripe.js: a card form whose token comes from the double', async () => {
    const script = await fetch(double.scriptUrl).then((answer) => answer.text());
    expect(script).toContain('window.Stripe');
    const answer = await fetch(`${double.url}/v1/tokens`, {
      method: 'POST',
      body: new URLSearchParams({
        key: double.publishableKey,
        'card[number]': '4242424242424241',
        'card[exp_month]': '12',
        'card[exp_year]': '40',
        'card[cvc]': '123',
      }),
    });
    expect(answer.status).toBe(402);
    expect(await answer.json()).toMatchObject({ error: { message: 'Your card number is incorrect.' } });
  });
});
