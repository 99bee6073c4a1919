import { createRelay } from '@lectern/bus';
import { createCheckpointStore } from '@lectern/event-store';
import type { Infrastructure } from './infrastructure.js';

const LEASE = 'relay';
const CHECKPOINT = 'relay';

/**
 * Runs the relay (event log -> bus) in whichever replica holds the `relay` lease, so replicas
 * do not publish everything several times; another one takes over within the lease's lifetime.
 */
export async function startRelayService(infra: Infrastructure): Promise<{ stop(): Promise<void> }> {
  const logger = infra.logger.child({ component: 'relay' });
  const relay = createRelay({
    events: infra.store,
    bus: infra.bus,
    checkpoints: createCheckpointStore(infra.db),
    name: CHECKPOINT,
    logger,
    pollIntervalMs: infra.readerPollMs,
  });
  const stopWaking = infra.onAppend((position) => relay.wake(position));
  const unwatch = infra.metrics.watchReader('relay', CHECKPOINT);
  const release = await infra.leases.hold(LEASE, {
    async gained() {
      await relay.start();
      logger.info('relaying the event log to the bus');
    },
    async lost() {
      await relay.stop();
      logger.info('another replica relays the event log now');
    },
  });
  return {
    async stop() {
      stopWaking();
      unwatch();
      await release();
    },
  };
}
