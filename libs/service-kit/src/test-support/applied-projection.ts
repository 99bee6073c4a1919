import type { Projection } from '@lectern/projections';

/** Records every application of every `tally-` event, so a test can count events applied twice. */
export const appliedProjection: Projection = {
  name: 'test-applied',
  streamPrefixes: ['tally-'],
  migrations: [
    {
      id: '001',
      sql: 'CREATE TABLE IF NOT EXISTS test_applied (event_id uuid NOT NULL, position bigint NOT NULL, replica text NOT NULL);',
    },
  ],
  reset: async (tx) => {
    await tx.query('DELETE FROM test_applied');
  },
  apply: async (tx, event) => {
    await tx.query('INSERT INTO test_applied (event_id, position, replica) VALUES ($1, $2, $3)', [
      event.id,
      event.position,
      process.env.REPLICA_NAME ?? 'test',
    ]);
  },
};
