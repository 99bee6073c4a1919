/**
 * Global positions are `(transaction id << 16) + index within the append`.
 *
 * Readers only see events whose transaction id is below the oldest transaction still running
 * (`pg_snapshot_xmin`): every transaction that could still commit has a larger id, so it can
 * only add events above what a reader has already passed. Ordering therefore needs no global
 * lock and costs one statement per append. An append holds at most MAX_EVENTS_PER_APPEND events.
 */
export const POSITION_SHIFT = 16;
export const MAX_EVENTS_PER_APPEND = 2 ** POSITION_SHIFT - 1;

/** SQL for the first position no reader may pass yet (exclusive upper bound of what is visible). */
export const VISIBLE_BELOW_SQL = `(pg_snapshot_xmin(pg_current_snapshot())::text::bigint << ${POSITION_SHIFT})`;

/** SQL for the position of the n-th (1-based) event of the current transaction's append. */
export const positionSql = (ordinal: string) =>
  `((pg_current_xact_id()::text::bigint << ${POSITION_SHIFT}) + ${ordinal})`;
