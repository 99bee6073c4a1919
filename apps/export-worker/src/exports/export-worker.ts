import type { BusMessage } from '@lectern/bus';
import type { ExportEvent } from '@lectern/domain';
import type { StoredEvent } from '@lectern/event-store';
import { listUnfinishedExports } from '@lectern/read-models';
import type { Infrastructure } from '@lectern/service-kit';
import { createWorkQueue } from '../jobs/work-queue.js';

export const EXPORT_TOPIC = 'lectern.export';

/**
 * Feeds export jobs to `run`: each `ExportRequested` from the bus, and every job the exports read
 * model shows unfinished, when the worker starts and every `sweepMs` after (a job whose worker
 * died, or whose bus message was lost with an embedded process, is picked up that way). The
 * bus handler only queues, so a long export never holds up a partition.
 */
export function createExportFeed(deps: {
  infra: Pick<Infrastructure, 'db' | 'bus' | 'logger'>;
  run: (exportId: string) => Promise<void>;
  concurrency: number;
  sweepMs: number;
}) {
  const logger = deps.infra.logger.child({ component: 'export-feed' });
  const queue = createWorkQueue({
    concurrency: deps.concurrency,
    run: (id) =>
      deps.run(id).catch((error: unknown) => logger.error({ err: error, exportId: id }, 'export job crashed')),
  });

  async function sweep() {
    for (const job of await listUnfinishedExports(deps.infra.db, 500)) queue.add(job.id);
  }

  async function handle(message: BusMessage) {
    const event = JSON.parse(message.value.toString()) as StoredEvent & ExportEvent;
    if (event.type === 'ExportRequested') queue.add(event.streamId.slice('export-'.length));
  }

  let timer: NodeJS.Timeout | null = null;
  return {
    async start() {
      const subscription = await deps.infra.bus.subscribe({
        groupId: 'export-worker',
        topics: [EXPORT_TOPIC],
        fromBeginning: true,
        handler: handle,
      });
      const tick = () =>
        void sweep()
          .catch((error: unknown) => logger.warn({ err: error }, 'export sweep failed'))
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
