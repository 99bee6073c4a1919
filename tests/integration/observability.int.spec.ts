import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelNames } from '@lectern/read-models';
import { createLogger, startTracing, type Tracing } from '@lectern/service-kit';
import { startOtlpReceiver, type OtlpReceiver } from '@lectern/testing';
import { signUp, createDeck } from '../e2e/support/accounts.js';
import { startOwnLectern, type TestLectern } from '../e2e/support/server.js';

describe('embedded mode, observed: metrics and traces', () => {
  let receiver: OtlpReceiver;
  let tracing: Tracing;
  let lectern: TestLectern;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    tracing = await startTracing('lectern', {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    });
    // The worker of the traced save is the thumbnail drawer.
    lectern = await startOwnLectern({ thumbnails: true });
    // A minute or two on a loaded 2-core machine: the whole of Lectern on PGlite.
  }, 240_000);

  afterAll(async () => {
    await lectern?.stop();
    await tracing?.shutdown();
    await receiver?.close();
  });

  it("serves every app's metrics together at /metrics, to this machine only", async () => {
    const api = await signUp(lectern.url, `metrics${Date.now()}`, 'secret-password');
    await createDeck(api, { title: 'Measured' });
    const response = await fetch(`${lectern.url}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const projection of Object.values(readModelNames)) {
      expect(text).toContain(`lectern_projection_lag_events{projection="${projection}"}`);
      expect(text).toContain(`lectern_projection_lag_seconds{projection="${projection}"}`);
      expect(text).toContain(`lectern_projection_parked_events{projection="${projection}"} 0`);
    }
    for (const series of [
      'lectern_reader_lag_events{reader="relay"}',
      'lectern_job_queue_depth{queue="export"}',
      'lectern_job_queue_depth{queue="import"}',
      'lectern_job_queue_depth{queue="media"}',
      'lectern_realtime_sockets{namespace="live"}',
      'lectern_realtime_sockets{namespace="editor"}',
      'lectern_event_store_append_duration_seconds_count{outcome="appended"}',
      'lectern_event_store_append_conflicts_total',
      'lectern_process_resident_memory_bytes',
      'lectern_http_request_duration_seconds_count{app="bff",method="POST",route="/api/v1/decks",status="201"}',
    ])
      expect(text).toContain(series);
    // A neighbour on the network is refused, whether it asks itself or through a proxy.
    expect((await fetch(`${lectern.url}/metrics`, { headers: { 'x-forwarded-for': '192.168.1.20' } })).status).toBe(
      403,
    );
  });

  it('follows one save in one trace: the request, its append, the projection, the relay and a worker', async () => {
    const api = await signUp(lectern.url, `traced${Date.now()}`, 'secret-password');
    const deck = await createDeck(api, { title: 'Traced' });
    const markup = '<section data-id="a"><h1>Followed</h1></section>';
    const saved = await api.call('PUT', `/api/v1/decks/${deck.id}`, {
      deck: { data: markup, version: deck.version },
    });
    expect(saved.status).toBe(200);

    const save = () =>
      receiver.spans.find(
        (span) =>
          span.name === 'request' &&
          span.attributes['http.request.method'] === 'PUT' &&
          span.attributes['url.path'] === `/api/v1/decks/${deck.id}`,
      );
    await expect.poll(save, { timeout: 20_000 }).toBeDefined();
    const { traceId } = save()!;
    const inTrace = (name: string) => receiver.spans.find((span) => span.traceId === traceId && span.name === name);
    await expect
      .poll(
        () =>
          ['project decks', 'publish lectern.deck', 'consume export-worker-thumbnails'].filter(
            (name) => !inTrace(name),
          ),
        {
          timeout: 30_000,
        },
      )
      .toEqual([]);
    const appends = receiver.spans.filter((span) => span.traceId === traceId && span.name === 'event-store append');
    expect(appends.length).toBeGreaterThan(0);
    const appendIds = appends.map((span) => span.spanId);
    // The projection and the relay continue from the append, the worker from the relay's message.
    expect(appendIds).toContain(inTrace('project decks')!.parentSpanId);
    expect(appendIds).toContain(inTrace('publish lectern.deck')!.parentSpanId);
    expect(inTrace('consume export-worker-thumbnails')!.parentSpanId).toBe(inTrace('publish lectern.deck')!.spanId);
  });

  it('names the trace and the span on every log line written inside one', async () => {
    const lines: string[] = [];
    const logger = createLogger('test', 'info', { write: (line: string) => void lines.push(line) });
    const carrier = await tracing.inSpan('logged', {}, async () => {
      logger.info('inside');
      return tracing.activeCarrier()!;
    });
    logger.info('outside');
    const [inside, outside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const [, traceId, spanId] = carrier.traceparent!.split('-');
    expect(inside).toMatchObject({ msg: 'inside', trace_id: traceId, span_id: spanId });
    expect(outside).not.toHaveProperty('trace_id');
  });
});
