import type { BusMessage } from '@lectern/bus';
import type { Queryable } from '@lectern/db';
import type { StoredEvent } from '@lectern/event-store';
import type { Infrastructure } from '@lectern/service-kit';
import { createWorkQueue } from './work-queue.js';

/** One kind of job the worker runs: where its requests are heard and how unfinished ones are found. */
export interface JobKind {
  /** Its streams' prefix (`export-`); the bus topic is named after it. */
  streamPrefix: string;
  /** The event that asks for a job. */
  requestedType: string;
  groupId: string;
  listUnfinished: (db: Queryable) => Promise<readonly { id: string }[]>;
}

/**
 * Feeds jobs of one kind to `run`: each request from the bus, and every job the worker's read
 * model shows unfinished, when the worker starts and every `sweepMs` after (a job whose worker
 * died, or whose bus message was lost with an embedded process, is picked up that way). The
 * bus handler only queues, so a long job never holds up a partition.
 */
export function createJobFeed(deps: {
  infra: Pick<Infrastructure, 'db' | 'bus' | 'logger'>;
  kind: JobKind;
  run: (id: string) => Promise<void>;
  concurrency: number;
  sweepMs: number;
}) {
  const { kind } = deps;
  const logger = deps.infra.logger.child({ component: `${kind.groupId}-feed` });
  const queue = createWorkQueue({
    concurrency: deps.concurrency,
    run: (id) => deps.run(id).catch((error: unknown) => logger.error({ err: error, id }, 'job crashed')),
  });

  async function sweep() {
    for (const job of await kind.listUnfinished(deps.infra.db)) queue.add(job.id);
  }

  async function handle(message: BusMessage) {
    const event = JSON.parse(message.value.toString()) as StoredEvent;
    if (event.type === kind.requestedType) queue.add(event.streamId.slice(kind.streamPrefix.length));
  }

  let timer: NodeJS.Timeout | null = null;
  return {
    async start() {
      const subscription = await deps.infra.bus.subscribe({
        groupId: kind.groupId,
        topics: [`lectern.${kind.streamPrefix.replace(/-$/, '')}`],
        fromBeginning: true,
        handler: handle,
      });
      const tick = () =>
        void sweep()
          .catch((error: unknown) => logger.warn({ err: error }, 'sweep failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, deps.sweepMs).unref();
          });
      timer = setTimeout(tick, 0).unref();
      return {
        async stop() {
          if (timer) clearTimeout(timer);
          timer = null;
          await subscription.stop();
          await queue.drain();
        },
      };
    },
  };
}
