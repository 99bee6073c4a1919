/**
 * Runs jobs by id, at most `concurrency` at a time; an id already waiting or running is not
 * queued twice (the bus, the start-up scan and the sweep all find the same jobs).
 */
export function createWorkQueue(options: { concurrency: number; run: (id: string) => Promise<void> }) {
  const waiting: string[] = [];
  const known = new Set<string>();
  const idle = new Set<() => void>();
  let running = 0;

  function pump() {
    while (running < options.concurrency && waiting.length > 0) {
      const id = waiting.shift()!;
      running += 1;
      void options
        .run(id)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          known.delete(id);
          pump();
        });
    }
    if (running === 0 && waiting.length === 0) for (const resolve of idle) resolve();
  }

  return {
    add(id: string) {
      if (known.has(id)) return;
      known.add(id);
      waiting.push(id);
      pump();
    },
    /** Drops what waits and resolves once the jobs running now are over. */
    async drain(): Promise<void> {
      for (const id of waiting.splice(0)) known.delete(id);
      if (running === 0) return;
      await new Promise<void>((resolve) => idle.add(resolve));
    },
  };
}
