import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerResponse, SubscriptionDetails } from '@lectern/contracts';
import { waitUntil } from '@lectern/testing';
import { DECLINED_CARD, type StripeDouble } from '@lectern/testing/stripe-double';
import { signUp } from '../e2e/support/accounts.js';
import type { ApiSession } from '../e2e/support/api-session.js';
import { startOwnLectern, type TestLectern } from '../e2e/support/server.js';
import { startPaidLectern, type PaidLectern } from './paid-lectern.js';

/**
 * Paid plans end to end on the API: the BFF records a request, billing-service carries it out at
 * the payment provider (a local double, called by the real SDK), and the provider's webhooks,
 * signed by the SDK's own helper, move the plan on.
 */
let paid: PaidLectern;
let provider: StripeDouble;
let lectern: TestLectern;
let mailbox: PaidLectern['mailbox'];

beforeAll(async () => {
  paid = await startPaidLectern();
  ({ provider, lectern, mailbox } = paid);
});
afterAll(() => paid?.stop());

const details = async (api: ApiSession) =>
  ((await api.succeed('GET', '/api/v1/account/details.json')) as CustomerResponse).customer;
const tier = async (api: ApiSession) =>
  ((await api.succeed('GET', '/api/v1/account/subscription.json')) as SubscriptionDetails).plan.tier;
/** The customer once the provider has answered the request under way. */
const settled = async (api: ApiSession) => {
  await waitUntil(async () => !(await details(api)).pending_change);
  return details(api);
};
const webhook = (payload: string, signature: string) =>
  fetch(`${lectern.url}/api/v1/billing/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });

describe('a person paying for a plan', () => {
  let api: ApiSession;
  let subscriptionId: string;

  it('offers the provider only when configured, then buys Pro with a card', async () => {
    api = await signUp(lectern.url, 'payer', 'secret-pass');
    const before = (await api.succeed('GET', '/api/v1/account/details.json')) as CustomerResponse;
    expect(before.payments).toEqual({ publishable_key: provider.publishableKey, script_url: provider.scriptUrl });
    expect(before.customer.subscription).toBeNull();
    const asked = await api.call('POST', '/api/v1/subscriptions', {
      subscription: { token: provider.cardToken(), plan: 'pro', billing_period: 'monthly' },
    });
    expect(asked.status).toBe(202);
    const customer = await settled(api);
    expect(customer).toMatchObject({
      active_card: { last4: '4242' },
      subscription: { status: 'active', cancel_at_period_end: false, period: 'month' },
      can_change_period: true,
      failure: null,
    });
    expect(customer.charges.map((charge) => [charge.amount, charge.paid])).toEqual([[1000, true]]);
    await waitUntil(async () => (await tier(api)) === 'pro');
    const [created] = [...provider.subscriptions.values()];
    subscriptionId = created!.id;
    const keys = provider.requests.filter((r) => r.method === 'POST').map((r) => r.idempotencyKey);
    expect(keys).toEqual([expect.stringMatching(/:customer$/), expect.stringMatching(/:subscription$/)]);
  });

  it('refuses a second subscription while one is live', async () => {
    const again = await api.call('POST', '/api/v1/subscriptions', {
      subscription: { token: provider.cardToken(), plan: 'lite', billing_period: 'monthly' },
    });
    expect(again.status).toBe(409);
  });

  it('switches to yearly', async () => {
    expect(
      (await api.call('PUT', '/api/v1/subscriptions/period', { subscription: { billing_period: 'yearly' } })).status,
    ).toBe(202);
    expect((await settled(api)).subscription?.period).toBe('year');
  });

  it('cancels with the survey and stays Pro until the period ends, then reactivates', async () => {
    expect(
      (await api.call('DELETE', '/api/v1/subscriptions', { reason_code: 4, notes: '  more charts ' })).status,
    ).toBe(202);
    expect((await settled(api)).subscription?.cancel_at_period_end).toBe(true);
    expect(await tier(api)).toBe('pro');
    expect((await api.call('PUT', '/api/v1/subscriptions/reactivate')).status).toBe(202);
    expect((await settled(api)).subscription?.cancel_at_period_end).toBe(false);
  });

  it('refuses a forged webhook, applies a signed one once, and ignores one older than the state kept', async () => {
    await api.succeed('DELETE', '/api/v1/subscriptions', { reason_code: 1 });
    await settled(api);
    const cancelledAt = provider.events.length;
    provider.endPeriod(subscriptionId);
    const ended = provider.events.at(-1)!;
    expect(ended.type).toBe('customer.subscription.deleted');

    const forged = provider.signed(ended, 'whsec_someone_else');
    expect((await webhook(forged.payload, forged.signature)).status).toBe(400);
    const tampered = provider.signed(ended);
    expect((await webhook(tampered.payload.replace('canceled', 'active'), tampered.signature)).status).toBe(400);
    expect(await tier(api)).toBe('pro');

    const signed = provider.signed(ended);
    expect((await webhook(signed.payload, signed.signature)).status).toBe(200);
    await waitUntil(async () => (await tier(api)) === 'free');
    expect((await details(api)).subscription).toBeNull();

    const replay = await webhook(signed.payload, signed.signature);
    expect(replay.status).toBe(200);
    const older = provider.events.slice(0, cancelledAt).findLast((e) => e.type === 'customer.subscription.updated')!;
    const late = provider.signed(older);
    expect((await webhook(late.payload, late.signature)).status).toBe(200);
    expect(await tier(api)).toBe('free');
    expect((await details(api)).subscription).toBeNull();
  });

  it('subscribes again after the plan ended as the same customer, keeping the earlier charges', async () => {
    const customers = provider.customers.size;
    const earlier = (await details(api)).charges;
    expect(earlier.length).toBeGreaterThan(0);
    const asked = await api.call('POST', '/api/v1/subscriptions', {
      subscription: { token: provider.cardToken(), plan: 'pro', billing_period: 'yearly' },
    });
    expect(asked.status).toBe(202);
    const customer = await settled(api);
    expect(customer.subscription).toMatchObject({ status: 'active' });
    expect(provider.customers.size).toBe(customers);
    expect(customer.charges).toHaveLength(earlier.length + 1);
    expect(customer.charges).toEqual(expect.arrayContaining(earlier));
  });
});

describe('a renewal the card declines', () => {
  it('keeps the plan while the provider retries, and tells the account once by e-mail', async () => {
    const api = await signUp(lectern.url, 'lapsing', 'secret-pass');
    await api.succeed('POST', '/api/v1/subscriptions', {
      subscription: { token: provider.cardToken(), plan: 'lite', billing_period: 'monthly' },
    });
    await settled(api);
    await waitUntil(async () => (await tier(api)) === 'lite');
    const subscription = [...provider.subscriptions.values()].find(
      (s) => s.items.data[0]!.price.id === 'price_lite_monthly',
    )!;
    provider.declineCard(subscription.customer);
    const from = provider.events.length;
    provider.endPeriod(subscription.id);
    expect(provider.events.slice(from).map((e) => e.type)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    expect(await provider.deliver(`${lectern.url}/api/v1/billing/webhooks`, from)).toEqual([200, 200]);
    await waitUntil(() => mailbox.received.some((mail) => mail.to.includes('lapsing@example.com')));
    expect((await details(api)).subscription?.status).toBe('past_due');
    expect(await tier(api)).toBe('lite');

    const failed = provider.signed(provider.events[from]!);
    expect((await webhook(failed.payload, failed.signature)).status).toBe(200);
    const mails = mailbox.received.filter((mail) => mail.to.includes('lapsing@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('Your Lectern payment failed');
  });
});

describe('a declined card', () => {
  it('shows the provider message and leaves the plan as it was', async () => {
    const api = await signUp(lectern.url, 'declined', 'secret-pass');
    await api.succeed('POST', '/api/v1/subscriptions', {
      subscription: { token: provider.cardToken(DECLINED_CARD), plan: 'pro', billing_period: 'monthly' },
    });
    const customer = await settled(api);
    expect(customer.failure).toBe('Your card was declined.');
    expect(customer.subscription).toBeNull();
    expect(await tier(api)).toBe('free');
  });
});

describe('a coupon', () => {
  it('is refused with the message shown when the provider has no such active code, before anything is made', async () => {
    const api = await signUp(lectern.url, 'bargain', 'secret-pass');
    const customers = provider.customers.size;
    await api.succeed('POST', '/api/v1/subscriptions', {
      subscription: { token: provider.cardToken(), plan: 'pro', billing_period: 'monthly', coupon: ' LAUNCH50 ' },
    });
    const refused = await settled(api);
    expect(refused.failure).toBe('The coupon code LAUNCH50 is not valid');
    expect(refused.subscription).toBeNull();
    expect(provider.customers.size).toBe(customers);
    expect(await tier(api)).toBe('free');

    // Typed in any case; its share comes off the first charge and every renewal.
    await api.succeed('POST', '/api/v1/subscriptions', {
      subscription: { token: provider.cardToken(), plan: 'pro', billing_period: 'monthly', coupon: 'spring20' },
    });
    const customer = await settled(api);
    expect(customer).toMatchObject({
      subscription: { status: 'active', coupon_code: 'SPRING20', percent_off: 20 },
      next_charge_amount: 800,
      failure: null,
    });
    expect(customer.charges.map((charge) => charge.amount)).toEqual([800]);
    const created = provider.requests.findLast((r) => r.path === '/v1/subscriptions')!;
    expect(created.form.discounts).toEqual([{ promotion_code: 'promo_coupon_spring' }]);

    // The provider's event names the discount by id only: the coupon kept stays.
    const subscription = [...provider.subscriptions.values()].find((s) => s.customer === created.form.customer)!;
    const from = provider.events.length;
    provider.endPeriod(subscription.id);
    expect(await provider.deliver(`${lectern.url}/api/v1/billing/webhooks`, from)).toEqual([200, 200]);
    await waitUntil(async () => (await details(api)).charges.length === 2);
    const renewed = await details(api);
    expect(renewed.charges.map((charge) => charge.amount)).toEqual([800, 800]);
    expect(renewed.subscription).toMatchObject({ coupon_code: 'SPRING20', percent_off: 20 });
  });
});

describe('printed invoices and receipts', () => {
  it("prints one of the account's own charges, by a form post with the anti-forgery token", async () => {
    const api = await signUp(lectern.url, 'printer', 'secret-pass');
    await api.succeed('PUT', '/users.json', {
      user: { billing_address: '1 Main St <b>Springfield</b>', billing_vat_id: 'EU123' },
    });
    await api.succeed('POST', '/api/v1/subscriptions', {
      subscription: { token: provider.cardToken('5555555555554444'), plan: 'pro', billing_period: 'yearly' },
    });
    const [charge] = (await settled(api)).charges;
    const created = new Date(charge!.created);
    const date = [created.getUTCDate(), created.getUTCMonth() + 1]
      .map((part) => String(part).padStart(2, '0'))
      .concat(String(created.getUTCFullYear()))
      .join('-');

    const invoice = await api.postForm('/api/v1/billing/invoice', { charge_id: charge!.id });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await invoice.text();
    expect(page).toContain('<h1>Lectern invoice</h1>');
    expect(page).toContain(`<dt>Number</dt><dd>${charge!.id}</dd>`);
    expect(page).toContain(`<dt>Date</dt><dd>${date}</dd>`);
    expect(page).toContain('<td>$100.00</td>');
    expect(page).toContain('printer@example.com\n1 Main St &lt;b&gt;Springfield&lt;/b&gt;');
    expect(page).toContain('<dt>VAT ID</dt><dd>EU123</dd>');
    const receipt = await (await api.postForm('/api/v1/billing/receipt', { charge_id: charge!.id })).text();
    expect(receipt).toContain('<h1>Lectern receipt</h1>');
    expect(receipt).toContain('Paid by card •••• 4444');

    // Without the token nothing is printed; nor is a charge of someone else's.
    expect((await api.postForm('/api/v1/billing/invoice', { charge_id: charge!.id }, { token: false })).status).toBe(
      403,
    );
    const stranger = await signUp(lectern.url, 'snoop', 'secret-pass');
    expect((await stranger.postForm('/api/v1/billing/invoice', { charge_id: charge!.id })).status).toBe(404);
  });
});

describe('payments off', () => {
  it('leaves billing as the operator runs it', async () => {
    const plain = await startOwnLectern();
    try {
      const api = await signUp(plain.url, 'nobody', 'secret-pass');
      expect(((await api.succeed('GET', '/api/v1/account/details.json')) as CustomerResponse).payments).toBeNull();
      const asked = await api.call('POST', '/api/v1/subscriptions', {
        subscription: { token: 'tok_x', plan: 'pro', billing_period: 'monthly' },
      });
      expect(asked.status).toBe(404);
      // No such route: refused before any route is looked for (no anti-forgery token), as any unknown POST.
      expect((await fetch(`${plain.url}/api/v1/billing/webhooks`, { method: 'POST', body: '{}' })).status).toBe(403);
    } finally {
      await plain.stop();
    }
  });
});
