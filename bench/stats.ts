export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

export function report(figures: Record<string, number>): void {
  for (const [name, value] of Object.entries(figures)) console.log(`${name}=${round(value)}`);
}

export interface Measured {
  perSecond: number;
  p50: number;
  p99: number;
  count: number;
  seconds: number;
  /** Every operation's latency in ms, sorted. */
  latencies: number[];
}

const summarize = (count: number, seconds: number, latencies: number[]): Measured => {
  latencies.sort((a, b) => a - b);
  return {
    perSecond: count / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    count,
    seconds,
    latencies,
  };
};

/** Runs `workers` loops of `perWorker` operations each; answers operations/s and latency percentiles. */
export async function measure(
  workers: number,
  perWorker: number,
  operation: (worker: number, i: number) => Promise<void>,
): Promise<Measured> {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; i < perWorker; i++) {
        const t = performance.now();
        await operation(worker, i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return summarize(workers * perWorker, (performance.now() - started) / 1000, latencies);
}

/** Several measurements of one operation taken as one: operations over their summed time. */
export const combine = (parts: readonly Measured[]): Measured =>
  summarize(
    parts.reduce((sum, part) => sum + part.count, 0),
    parts.reduce((sum, part) => sum + part.seconds, 0),
    parts.flatMap((part) => part.latencies),
  );
