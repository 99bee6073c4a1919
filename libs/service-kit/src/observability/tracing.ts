import { lazyModuleUrl } from './lazy-module.js';

/** W3C trace context as carried in event metadata and message headers (`traceparent`, `tracestate`). */
export type TraceCarrier = Record<string, unknown>;

export type SpanKind = 'internal' | 'producer' | 'consumer';

export interface SpanOptions {
  /** The span's parent, from a carrier; the active span when absent (or when it carries no context). */
  parent?: TraceCarrier;
  kind?: SpanKind;
  attributes?: Record<string, string | number>;
}

export interface TraceSpan {
  /** The span's context, to carry on (headers of a message). */
  carrier(): Record<string, string>;
  end(error?: unknown): void;
}

/**
 * What the code asks of tracing. Until `startTracing` finds an OTLP endpoint every call is a
 * no-op and OpenTelemetry is not even loaded, so the hot paths pay a property read.
 */
export interface Tracing {
  readonly enabled: boolean;
  /** The active span's context, to store with the events it appends; undefined without one. */
  activeCarrier(): Record<string, string> | undefined;
  /** Runs `work` with a new span active, ended when it settles. */
  inSpan<T>(name: string, options: SpanOptions, work: () => Promise<T>): Promise<T>;
  /** A span that is not made active (a batch's messages, each with its own). */
  startSpan(name: string, options: SpanOptions): TraceSpan;
  /** Fields every log line gets: the active trace and span ids. */
  logFields(): Record<string, string>;
  /** Sends what is buffered and turns tracing off. */
  shutdown(): Promise<void>;
}

const noSpan: TraceSpan = { carrier: () => ({}), end: () => undefined };

const noTracing: Tracing = {
  enabled: false,
  activeCarrier: () => undefined,
  inSpan: (_name, _options, work) => work(),
  startSpan: () => noSpan,
  logFields: () => ({}),
  shutdown: async () => undefined,
};

let current: Tracing = noTracing;

/** The process's tracing: OpenTelemetry once started with an endpoint, no-ops otherwise. */
export const tracing = (): Tracing => current;

/**
 * Turns tracing on when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (spans exported over OTLP/HTTP, the
 * standard `OTEL_*` variables apply); otherwise leaves it off. Call it first in a process,
 * before its logger and its infrastructure are made.
 */
export async function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): Promise<Tracing> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (current.enabled || !endpoint) return current;
  const { createOtelTracing } = (await import(
    lazyModuleUrl(import.meta.url, 'otel-tracing', './otel-tracing.ts')
  )) as typeof import('./otel-tracing.js');
  const started = createOtelTracing({
    serviceName: env.OTEL_SERVICE_NAME || serviceName,
    // A traces-only endpoint, when set, is the exporter's own to read.
    tracesUrl: env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ? undefined : `${endpoint.replace(/\/$/, '')}/v1/traces`,
  });
  current = {
    ...started,
    async shutdown() {
      current = noTracing;
      await started.shutdown();
    },
  };
  return current;
}
