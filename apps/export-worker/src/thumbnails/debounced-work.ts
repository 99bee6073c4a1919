import { createWorkQueue } from '../jobs/work-queue.js';

/**
 * Work by id, one at a time: `schedule` runs it once the requests for that id pause `debounceMs`
 * (a person saving as they type gets one run once they stop), `add` queues it now.
 */
export function createDebouncedWork(options: { debounceMs: number; run: (id: string) => Promise<void> }) {
  const pending = new Map<string, NodeJS.Timeout>();
  const queue = createWorkQueue({ concurrency: 1, run: options.run });
  return {
    add: (id: string) => queue.add(id),
    schedule(id: string) {
      clearTimeout(pending.get(id));
      pending.set(
        id,
        setTimeout(() => {
          pending.delete(id);
          queue.add(id);
        }, options.debounceMs).unref(),
      );
    },
    /** Forgets what waits for its pause and resolves once the run in progress is over. */
    async stop() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      await queue.drain();
    },
  };
}
