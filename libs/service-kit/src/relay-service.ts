import { randomUUID } from 'node:crypto';
import { createRelay } from '@lectern/bus';
import { releaseLease, tryAcquireLease } from './lease.js';
import { createCheckpointStore } from '@lectern/event-store';
import type { Infrastructure } from './infrastructure.js';

const LEASE = 'relay';
const LEASE_TTL_MS = 15_000;
const RENEW_EVERY_MS = 5_000;

/**
 * Runs the relay (event log -> bus) in whichever replica holds the `relay` lease, so replicas
 * do not publish everything several times; another one takes over within the lease's lifetime.
 */
export async function startRelayService(infra: Infrastructure): Promise<{ stop(): Promise<void> }> {
  const holder = `${infra.mode}-${randomUUID()}`;
  const logger = infra.logger.child({ component: 'relay' });
  const relay = createRelay({
    events: infra.store,
    bus: infra.bus,
    checkpoints: createCheckpointStore(infra.db),
    logger,
    pollIntervalMs: infra.readerPollMs,
  });
  let relaying = false;

  async function renew() {
    const held = await tryAcquireLease(infra.db, LEASE, holder, LEASE_TTL_MS).catch((err: unknown) => {
      logger.warn({ err }, 'could not renew the relay lease');
      return false;
    });
    if (held && !relaying) {
      relaying = true;
      await relay.start();
      logger.info('relaying the event log to the bus');
    } else if (!held && relaying) {
      relaying = false;
      await relay.stop();
      logger.info('another replica relays the event log now');
    }
  }

  await renew();
  const timer = setInterval(() => void renew(), RENEW_EVERY_MS);
  timer.unref();
  const stopWaking = infra.onAppend(() => relay.wake());
  return {
    async stop() {
      clearInterval(timer);
      stopWaking();
      if (relaying) {
        relaying = false;
        await relay.stop();
        await releaseLease(infra.db, LEASE, holder);
      }
    },
  };
}
