import { evolveSubscription, initialSubscriptionState, streamPrefix } from '@lectern/domain';
import { streamEvent, type Projection } from '@lectern/projections';
import { readModelNames, type BilledSubscription } from '@lectern/read-models';

/**
 * Each account's subscription, one row per `subscription-` stream: the state its events leave
 * (the subscriber's decider's own `evolve`), at the stream version it was folded to, so an event
 * applied again changes nothing. Its query is in `@lectern/read-models`.
 */
export const subscriptionsProjection: Projection = {
  name: readModelNames.subscriptions,
  streamPrefixes: [streamPrefix('subscription')],
  migrations: [
    {
      id: '001_subscriptions',
      sql: `
CREATE SCHEMA IF NOT EXISTS billing;
CREATE TABLE billing.subscriptions (
  account_id text PRIMARY KEY,
  version integer NOT NULL,
  state jsonb NOT NULL
);
`,
    },
  ],
  async reset(tx) {
    await tx.query('DELETE FROM billing.subscriptions');
  },
  touches: (stored) => [`user:${stored.streamId.slice(streamPrefix('subscription').length)}`],
  async apply(tx, stored) {
    const stream = streamEvent(stored);
    if (stream?.kind !== 'subscription') return;
    const row = (
      await tx.query<{ version: number; state: BilledSubscription }>(
        'SELECT version, state FROM billing.subscriptions WHERE account_id = $1',
        [stream.id],
      )
    ).rows[0];
    if (row && row.version >= stored.streamVersion) return;
    const { appliedEvents: _, ...state } = evolveSubscription(
      { ...initialSubscriptionState, ...row?.state },
      stream.event,
    );
    await tx.query(
      `INSERT INTO billing.subscriptions (account_id, version, state) VALUES ($1, $2, $3)
       ON CONFLICT (account_id) DO UPDATE SET version = EXCLUDED.version, state = EXCLUDED.state`,
      [stream.id, stored.streamVersion, JSON.stringify(state)],
    );
  },
};
