import { FastifyOtelInstrumentation } from '@fastify/otel';

/** Probes and scrapes are not traced: they would drown the requests people make. */
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Each request a span (`@fastify/otel`), continuing the trace its `traceparent` names, with the
 * route handler run inside it so what the handler appends joins the trace. Loaded only with
 * tracing on (`OTEL_EXPORTER_OTLP_ENDPOINT`).
 */
const instrumentation = new FastifyOtelInstrumentation({
  ignorePaths: (route) => UNTRACED.has(route.url),
});

export default instrumentation.plugin();
