export { createMetrics, type Metrics } from './metrics.js';
export { metricsAccess, type MetricsAccess } from './metrics-access.js';
export { answerMetrics, METRICS_PATH } from './metrics-endpoint.js';
export { measureAppends } from './measured-store.js';
export { observeBus } from './observed-bus.js';
export { startTracing, tracing, type SpanOptions, type TraceCarrier, type TraceSpan, type Tracing } from './tracing.js';
export { lazyModuleUrl } from './lazy-module.js';
