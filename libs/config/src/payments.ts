import { z } from 'zod';
import { ConfigError } from './config.js';

const PRICED_PLANS = ['lite', 'pro', 'team'] as const;
const PERIODS = ['monthly', 'yearly'] as const;
type PricedPlan = (typeof PRICED_PLANS)[number];
type Period = (typeof PERIODS)[number];

type PriceVariable = `STRIPE_PRICE_${Uppercase<PricedPlan>}_${Uppercase<Period>}`;
const priceVariable = (plan: PricedPlan, period: Period) =>
  `STRIPE_PRICE_${plan.toUpperCase()}_${period.toUpperCase()}` as PriceVariable;

const key = (prefix: string) => z.string().regex(new RegExp(`^${prefix}\\w+$`), `must start with ${prefix}`);
const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * The payment provider (Stripe): its keys, its webhook signing secret and a price id for each plan
 * and billing period; all of them or none (payments off: the operator sets plans). The API and
 * browser script addresses are the provider's own unless set (a local double in tests).
 */
export const paymentSettings = {
  STRIPE_SECRET_KEY: key('(sk|rk)_').optional(),
  STRIPE_PUBLISHABLE_KEY: key('pk_').optional(),
  STRIPE_WEBHOOK_SECRET: key('whsec_').optional(),
  STRIPE_API_URL: httpUrl.default('https://api.stripe.com'),
  STRIPE_JS_URL: httpUrl.default('https://js.stripe.com/v3/'),
  ...(Object.fromEntries(
    PRICED_PLANS.flatMap((plan) => PERIODS.map((period) => [priceVariable(plan, period), key('price_').optional()])),
  ) as Record<PriceVariable, z.ZodOptional<z.ZodString>>),
};

export interface PaymentProviderSetting {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK reaches the API, in its own options. */
  api: { host: string; port: number; protocol: 'http' | 'https' };
  scriptUrl: string;
  prices: Record<PricedPlan, Record<Period, string>>;
}

type PaymentConfig = { [K in keyof typeof paymentSettings]?: z.infer<(typeof paymentSettings)[K]> };

/** The provider's settings when every one is set; undefined when none is; a partial set is a mistake the start reports. */
export function paymentProvider(config: PaymentConfig): PaymentProviderSetting | undefined {
  const required = [
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
    ...PRICED_PLANS.flatMap((plan) => PERIODS.map((period) => priceVariable(plan, period))),
  ] as const;
  const missing = required.filter((name) => !config[name]);
  if (missing.length === required.length) return undefined;
  if (missing.length > 0)
    throw new ConfigError(missing.map((name) => `${name}: is required once any STRIPE_ setting is set (payments)`));
  const api = new URL(config.STRIPE_API_URL ?? 'https://api.stripe.com');
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  const price = (plan: PricedPlan, period: Period) => config[priceVariable(plan, period)]!;
  return {
    secretKey: config.STRIPE_SECRET_KEY!,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    api: { host: api.hostname, port: Number(api.port) || (protocol === 'http' ? 80 : 443), protocol },
    scriptUrl: config.STRIPE_JS_URL ?? 'https://js.stripe.com/v3/',
    prices: Object.fromEntries(
      PRICED_PLANS.map((plan) => [plan, { monthly: price(plan, 'monthly'), yearly: price(plan, 'yearly') }]),
    ) as PaymentProviderSetting['prices'],
  };
}
