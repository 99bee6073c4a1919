import { topicForStream, type BusMessage } from '@lectern/bus';
import { streamKind, streamPrefix, type StreamKind } from '@lectern/domain';
import type { Queryable } from '@lectern/db';
import type { StoredEvent } from '@lectern/event-store';
import { sweptSubscription, type Infrastructure } from '@lectern/service-kit';
import { createWorkQueue } from './work-queue.js';

/** One kind of job the worker runs: where its requests are heard and how unfinished ones are found. */
export interface JobKind {
  /** Its streams' kind; the bus topic is named after it. */
  stream: Extract<StreamKind, 'export' | 'import'>;
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
    const stream = streamKind(event.streamId);
    if (event.type === kind.requestedType && stream?.kind === kind.stream) queue.add(stream.id);
  }

  return {
    async start() {
      const subscription = await sweptSubscription(deps.infra.bus, {
        groupId: kind.groupId,
        topics: [topicForStream(streamPrefix(kind.stream))],
        fromBeginning: true,
        handler: handle,
        sweep,
        sweepMs: deps.sweepMs,
        logger,
      });
      return {
        async stop() {
          await subscription.stop();
          await queue.drain();
        },
      };
    },
  };
}
