import type { Queryable } from '@lectern/db';
import type { SubscriptionState } from '@lectern/domain';

/** An account's subscription as its stream leaves it (without the provider event ids applied, which only the decider needs). */
export type BilledSubscription = Omit<SubscriptionState, 'appliedEvents'>;

export async function findSubscription(db: Queryable, accountId: string): Promise<BilledSubscription | undefined> {
  return (
    await db.query<{ state: BilledSubscription }>('SELECT state FROM billing.subscriptions WHERE account_id = $1', [
      accountId,
    ])
  ).rows[0]?.state;
}

/** The accounts with a request the payment provider has not answered yet, oldest change first. */
export async function listPendingSubscriptionAccounts(db: Queryable, limit: number): Promise<string[]> {
  return (
    await db.query<{ account_id: string }>(
      "SELECT account_id FROM billing.subscriptions WHERE state->'pending' <> 'null'::jsonb ORDER BY version LIMIT $1",
      [limit],
    )
  ).rows.map((row) => row.account_id);
}

/** Whose subscription the provider's customer pays for. */
export async function findAccountByCustomer(db: Queryable, customerId: string): Promise<string | undefined> {
  return (
    await db.query<{ account_id: string }>(
      "SELECT account_id FROM billing.subscriptions WHERE state->>'customerId' = $1 LIMIT 1",
      [customerId],
    )
  ).rows[0]?.account_id;
}
