export {
  DECLINED_CARD,
  DOUBLE_COUPONS,
  DOUBLE_PRICES,
  TEST_CARD,
  startStripeDouble,
  type ProviderRequest,
  type StripeDouble,
} from './server.js';
export type { EventObject as ProviderEventObject } from './objects.js';
