import { context, propagation, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { SpanOptions, TraceCarrier, Tracing } from './tracing.js';

const KINDS = { internal: SpanKind.INTERNAL, producer: SpanKind.PRODUCER, consumer: SpanKind.CONSUMER };

/** Only the string fields of a carrier (event metadata holds other things too). */
const getter = {
  keys: (carrier: TraceCarrier) => Object.keys(carrier),
  get: (carrier: TraceCarrier, key: string) => {
    const value = carrier[key];
    return typeof value === 'string' ? value : undefined;
  },
};

function carrierOf(ctx: Context): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier;
}

function ended(span: Span, error?: unknown) {
  if (error !== undefined) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/**
 * Tracing with the OpenTelemetry SDK: W3C trace context, spans batched and exported by OTLP over
 * HTTP to `OTEL_EXPORTER_OTLP_ENDPOINT`, an AsyncLocalStorage context across awaits.
 */
export function createOtelTracing(options: { serviceName: string; tracesUrl?: string }): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: options.tracesUrl }))],
  });
  provider.register();
  const tracer = trace.getTracer('lectern');

  const parentContext = (options: SpanOptions) => {
    const active = context.active();
    if (!options.parent) return active;
    const extracted = propagation.extract(active, options.parent, getter);
    return trace.getSpanContext(extracted) ? extracted : active;
  };
  const open = (name: string, options: SpanOptions) =>
    tracer.startSpan(
      name,
      { kind: KINDS[options.kind ?? 'internal'], attributes: options.attributes },
      parentContext(options),
    );

  return {
    enabled: true,
    activeCarrier() {
      const active = context.active();
      return trace.getSpanContext(active) ? carrierOf(active) : undefined;
    },
    async inSpan(name, options, work) {
      const span = open(name, options);
      try {
        const result = await context.with(trace.setSpan(parentContext(options), span), work);
        ended(span);
        return result;
      } catch (error) {
        ended(span, error);
        throw error;
      }
    },
    startSpan(name, options) {
      const span = open(name, options);
      return { carrier: () => carrierOf(trace.setSpan(context.active(), span)), end: (error) => ended(span, error) };
    },
    logFields(): Record<string, string> {
      const span = trace.getSpanContext(context.active());
      return span ? { trace_id: span.traceId, span_id: span.spanId } : {};
    },
    async shutdown() {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
