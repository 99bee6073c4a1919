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
