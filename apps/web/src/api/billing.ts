import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

// The billing calls of spec/002 §7 "Accounts and billing".

/** Spec/002 §8, verbatim (its spelling too). */
export const BILLING_LOAD_FAILED = 'An error occured while fetching your billing details, please try again';

const meta = { errorMessage: BILLING_LOAD_FAILED };

/** GET /account/details.json: the customer as the payment provider knows them. */
export const customerQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'customer'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/account/details.json', { answer: 'customerResponse', signal }).then(({ customer }) => customer),
    meta,
  });

/** GET /account/subscription.json: the plan billed, the person's own or their team's. */
export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'subscription'] as const,
    queryFn: ({ signal }) => apiRequest('/account/subscription.json', { answer: 'subscriptionDetails', signal }),
    meta,
  });

/** GET /billing/setup: the payment provider's publishable key and script, or null while payments are off. */
export const billingSetupQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'setup'] as const,
    queryFn: ({ signal }) => apiRequest('/billing/setup', { answer: 'billingSetup', signal }).then((s) => s.payments),
    staleTime: Infinity,
  });

export type PaidPlanName = 'lite' | 'pro';
export type BillingPeriodName = 'monthly' | 'yearly';

/** POST /subscriptions: a paid plan bought with the card token the provider's script made, and a coupon code if typed. */
export const subscribe = (order: {
  token: string;
  plan: PaidPlanName;
  billing_period: BillingPeriodName;
  coupon?: string;
}) => apiRequest('/subscriptions', { method: 'POST', body: { subscription: order } });

/** PUT /subscriptions/period. */
export const changeBillingPeriod = (billingPeriod: BillingPeriodName) =>
  apiRequest('/subscriptions/period', { method: 'PUT', body: { subscription: { billing_period: billingPeriod } } });

/** DELETE /subscriptions with the cancellation survey's answer; notes only when there are some (spec/002 §5). */
export const cancelSubscription = (feedback: { reason_code: number; notes?: string }) =>
  apiRequest('/subscriptions', { method: 'DELETE', body: feedback });

/** PUT /subscriptions/reactivate: no body. */
export const reactivateSubscription = () => apiRequest('/subscriptions/reactivate', { method: 'PUT' });

/** POST /teams/reactivate: a team whose subscription ended pays for its seats again, on a new card. */
export const reactivateTeam = (order: { token: string; billing_period: BillingPeriodName }) =>
  apiRequest('/teams/reactivate', { method: 'POST', body: { subscription: order } });

/** PUT /subscriptions/card: a new card, as a token the provider's script made. */
export const changeCard = (token: string) =>
  apiRequest('/subscriptions/card', { method: 'PUT', body: { subscription: { token } } });
