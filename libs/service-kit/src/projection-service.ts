import { checkpointName, createProjectionRunner, type Projection } from '@lectern/projections';
import type { RunningApp } from './app.js';
import type { Infrastructure } from './infrastructure.js';

/**
 * A service whose work is keeping its read models current: runs its projections, woken by local
 * appends, and tells local waiters (the BFF's, in embedded mode) of each checkpoint it commits.
 */
export async function startProjectionService(
  infra: Infrastructure,
  options: { name: string; projections: readonly Projection[] },
): Promise<RunningApp> {
  const logger = infra.logger.child({ app: options.name });
  const runner = createProjectionRunner({
    db: infra.db,
    store: infra.store,
    projections: options.projections,
    pollIntervalMs: infra.readerPollMs,
    onError: (err, projection) => logger.error({ err, projection }, 'projection failed; retrying'),
    onParked: (err, projection, event) =>
      logger.error(
        { err, projection, eventId: event.id, position: event.position, streamId: event.streamId },
        'projection parked an event it cannot apply; see `npm run parked`',
      ),
    onCheckpoints: infra.localCheckpoints.committed,
  });
  await runner.start();
  infra.localCheckpoints.register(options.projections.map(checkpointName));
  const stopWaking = infra.onAppend(() => runner.wake());
  logger.info({ projections: options.projections.map((p) => p.name) }, `${options.name} ready`);
  return {
    name: options.name,
    async ready() {
      await infra.db.query('SELECT 1');
      return true;
    },
    async stop() {
      stopWaking();
      await runner.stop();
    },
  };
}
