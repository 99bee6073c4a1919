export { createPaymentProvider, ProviderRefusal, type PaymentProvider } from './provider.js';
export { recordProviderState } from './record.js';
