import os from 'node:os';
import { readFileSync } from 'node:fs';
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

/** Above this one-minute load average at the start, a run's figures are printed marked `loaded`. */
export const QUIET_LOAD_AVERAGE = 1.5;

/**
 * The machine's one-minute load average, printed as `<name>_load_average=<value>`: a ratio taken
 * while the machine is saturated drifts towards 1 whatever it compares, so each figure of a run
 * is read beside the load it was taken under.
 */
export function reportLoad(name: 'start' | 'end'): number {
  const load = os.loadavg()[0]!;
  console.log(`load_average_${name}=${round(load)}`);
  return load;
}

/** Figures of a run that began on a busy machine: printed, each marked, never to be recorded as a result. */
export function reportMarked(figures: Record<string, number>, startLoad: number): void {
  if (startLoad <= QUIET_LOAD_AVERAGE) return report(figures);
  for (const [name, value] of Object.entries(figures)) console.log(`${name}=${round(value)} loaded`);
}

/** CPU time (user and system, every thread) a process has used, in ms; from /proc, so Linux only. */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, the 14th and 15th fields of the line (12th and 13th after the command name).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}
const CLOCK_TICKS_PER_S = 100;

/** How long a settled server may still be finishing what a measured stretch started (projections). */
const SETTLE_MS = 300;

/**
 * Runs `stretch` and answers, beside its own figures, the CPU time it cost per operation in the
 * server's process and in this one (the client), counted after the server has settled: CPU spent
 * per request does not drift with the machine's load the way requests per second do.
 */
export async function measureWithCpu(
  serverPid: number,
  stretch: () => Promise<Measured>,
): Promise<Measured & { serverCpuMs: number; clientCpuMs: number }> {
  const server = processCpuMs(serverPid);
  const client = process.cpuUsage();
  const measured = await stretch();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const used = process.cpuUsage(client);
  return {
    ...measured,
    serverCpuMs: processCpuMs(serverPid) - server,
    clientCpuMs: (used.user + used.system) / 1000,
  };
}

/** CPU ms per operation over several stretches, server and client together and the server alone. */
export function cpuPerOperation(parts: readonly (Measured & { serverCpuMs: number; clientCpuMs: number })[]) {
  const count = parts.reduce((sum, part) => sum + part.count, 0);
  const server = parts.reduce((sum, part) => sum + part.serverCpuMs, 0);
  const client = parts.reduce((sum, part) => sum + part.clientCpuMs, 0);
  return { total: (server + client) / count, server: server / count };
}
