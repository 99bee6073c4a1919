import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { paymentProvider, paymentSettings } from './payments.js';

const full = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_PRICE_LITE_MONTHLY: 'price_lm',
  STRIPE_PRICE_LITE_YEARLY: 'price_ly',
  STRIPE_PRICE_PRO_MONTHLY: 'price_pm',
  STRIPE_PRICE_PRO_YEARLY: 'price_py',
  STRIPE_PRICE_TEAM_MONTHLY: 'price_tm',
  STRIPE_PRICE_TEAM_YEARLY: 'price_ty',
};

describe('payment settings', () => {
  it('are off when none is set', () => {
    expect(paymentProvider(loadConfig(paymentSettings, {}))).toBeUndefined();
  });

  it('point the SDK at the provider, or at another address by its host, port and protocol', () => {
    expect(paymentProvider(loadConfig(paymentSettings, full))).toMatchObject({
      api: { host: 'api.stripe.com', port: 443, protocol: 'https' },
      scriptUrl: 'https://js.stripe.com/v3/',
      prices: { pro: { monthly: 'price_pm', yearly: 'price_py' } },
    });
    const local = loadConfig(paymentSettings, { ...full, STRIPE_API_URL: 'http://127.0.0.1:4010' });
    expect(paymentProvider(local)?.api).toEqual({ host: '127.0.0.1', port: 4010, protocol: 'http' });
  });

  it('name each one missing from a partial set, and a malformed key', () => {
    const { STRIPE_PRICE_PRO_YEARLY: _, ...partial } = full;
    expect(() => paymentProvider(loadConfig(paymentSettings, partial))).toThrow(ConfigError);
    expect(() => paymentProvider(loadConfig(paymentSettings, partial))).toThrow(/STRIPE_PRICE_PRO_YEARLY/);
    expect(() => loadConfig(paymentSettings, { ...full, STRIPE_SECRET_KEY: 'pk_wrong' })).toThrow(/must start with/);
  });
});
