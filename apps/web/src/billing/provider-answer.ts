import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser, Customer, StatusResponse } from '@lectern/contracts';
import { STATUS_QUERY_KEY } from '../api/account';
import { customerQueryOptions } from '../api/billing';

const POLL_MS = 400;
const PATIENCE_MS = 30_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A change to a subscription is carried out by the payment provider a moment after it is asked
 * for: waits for its answer (the customer with no change under way), then for the session to show
 * the plan it left (the account's read model follows the same record).
 */
export async function awaitProviderAnswer(queryClient: QueryClient): Promise<Customer> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const customer = await queryClient.fetchQuery({ ...customerQueryOptions(), staleTime: 0 });
    if (!customer.pending_change || Date.now() > deadline) {
      await queryClient.invalidateQueries({ queryKey: ['billing'] });
      return customer;
    }
    await pause(POLL_MS);
  }
}

/** Waits until the session's user shows what `holds` looks for (or gives up after a while). */
async function awaitSession(queryClient: QueryClient, holds: (user: CurrentUser) => boolean): Promise<void> {
  const deadline = Date.now() + PATIENCE_MS;
  while (Date.now() < deadline) {
    await queryClient.invalidateQueries({ queryKey: STATUS_QUERY_KEY });
    const user = queryClient.getQueryData<StatusResponse>(STATUS_QUERY_KEY)?.user;
    if (user && holds(user)) return;
    await pause(POLL_MS);
  }
}

/** Waits until the session shows the account on `accountType`. */
export const awaitPlan = (queryClient: QueryClient, accountType: string) =>
  awaitSession(queryClient, (user) => user.account_type === accountType);

/** Waits until the session shows the person's team paid for again. */
export const awaitTeamPaid = (queryClient: QueryClient) =>
  awaitSession(queryClient, (user) => user.membership?.team_paid === true);
