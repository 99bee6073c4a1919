import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { userStreamId } from '@lectern/domain';
import { createPostgresEventStore, newEventId } from '@lectern/event-store';
import { readModelNames } from '@lectern/read-models';
import { createTestDatabase, startOtlpReceiver, type OtlpReceiver, type TestDatabase } from '@lectern/testing';
import { createDeck, signUp } from '../e2e/support/accounts.js';
import { freePort, repoRoot, startApp, waitForReady, type AppProcess } from './processes.js';

const APPS = [
  'deck-service',
  'media-service',
  'team-service',
  'billing-service',
  'export-worker',
  'realtime',
  'bff',
] as const;
type App = (typeof APPS)[number];
const configured = Boolean(process.env.DATABASE_URL && process.env.KAFKA_BROKERS && process.env.REDIS_URL);

/** A series each app reports of its own work, beside the process metrics every one has. */
const OWN_SERIES: Record<App, string> = {
  'deck-service': `lectern_projection_lag_events{projection="${readModelNames.decks}"}`,
  'media-service': 'lectern_job_queue_depth{queue="media"}',
  'team-service': `lectern_projection_parked_events{projection="${readModelNames.teams}"}`,
  'billing-service': 'lectern_projection_lag_seconds{projection=',
  'export-worker': 'lectern_job_queue_depth{queue="export"}',
  realtime: 'lectern_realtime_sockets{namespace="live"}',
  bff: 'lectern_reader_lag_events{reader="relay"}',
};

/** The value of one series in a scrape; undefined when the scrape does not have it. */
function valueOf(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.runIf(configured)('distributed mode: every app serves /metrics on its own port and exports traces', () => {
  let database: TestDatabase;
  let receiver: OtlpReceiver;
  const running = new Map<App, AppProcess>();
  const scrape = (app: App, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${running.get(app)!.port}/metrics`, { headers });

  beforeAll(async () => {
    if (!existsSync(path.join(repoRoot, 'dist', 'bff', 'main.js')))
      throw new Error('Run `npm run build` first: dist/ is missing');
    database = await createTestDatabase('postgres');
    receiver = await startOtlpReceiver();
    const bffPort = await freePort();
    const env = {
      BFF_URL: `http://127.0.0.1:${bffPort}`,
      DATABASE_URL: database.url!,
      KAFKA_BROKERS: process.env.KAFKA_BROKERS!,
      REDIS_URL: process.env.REDIS_URL!,
      WEB_ROOT: path.join(repoRoot, 'apps/web/dist'),
      SESSION_SECRET: 'distributed-test-session-secret-of-enough-length',
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '200',
      // Each API session of a test names an address of its own: sign-ups are rate-limited per address.
      TRUST_PROXY: 'true',
    };
    for (const name of APPS) {
      const app = startApp(name, env, name === 'bff' ? bffPort : await freePort());
      running.set(name, app);
      await waitForReady(app);
    }
  });

  afterAll(async () => {
    for (const app of running.values()) if (app.child.exitCode === null) app.child.kill('SIGKILL');
    await database?.drop();
    await receiver?.close();
  });

  it('answers every scrape from this machine in the Prometheus text format, with what the app does', async () => {
    for (const app of APPS) {
      const response = await scrape(app);
      expect(response.status, app).toBe(200);
      expect(response.headers.get('content-type'), app).toContain('text/plain');
      const text = await response.text();
      expect(text, app).toContain('lectern_process_cpu_seconds_total');
      expect(text, app).toContain('lectern_event_store_append_duration_seconds');
      expect(text, app).toContain(OWN_SERIES[app]);
    }
    // Each Kafka consumer group's lag, from the broker, on the app whose group it is.
    expect(await (await scrape('export-worker')).text()).toMatch(
      /lectern_kafka_consumer_group_lag\{group="export-worker",topic="lectern\.export"\} \d+/,
    );
    // Realtime counts its sockets by namespace.
    const socket = new WebSocket(`ws://127.0.0.1:${running.get('realtime')!.port}/realtime`);
    await new Promise((resolve, reject) => socket.once('message', resolve).once('error', reject));
    try {
      expect(valueOf(await (await scrape('realtime')).text(), 'lectern_realtime_sockets{namespace="live"}')).toBe(1);
    } finally {
      socket.close();
    }
    // The BFF times its requests by route pattern, never by the address asked for.
    await fetch(`http://127.0.0.1:${running.get('bff')!.port}/api/v1/decks/no-such-deck`);
    const bff = await (await scrape('bff')).text();
    expect(bff).toMatch(
      /lectern_http_request_duration_seconds_count\{app="bff",method="GET",route="\/api\/v1\/decks\/:id",status="404"\} [1-9]/,
    );
    expect(bff).not.toContain('no-such-deck');
  });

  it('shows the lag of a projection that is held back, in events and seconds, and its catching up', async () => {
    const users = `{projection="${readModelNames.users}"}`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    // deck-service cannot write its users table while this transaction holds it. SHARE, not ACCESS
    // EXCLUSIVE: that one takes a transaction id, which would hide every later event from readers.
    const holding = database.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE accounts.users IN SHARE MODE');
      locked();
      await held;
    });
    try {
      await lockTaken;
      const userId = newEventId();
      await createPostgresEventStore(database.db).append(
        userStreamId(userId),
        [
          {
            id: newEventId(),
            type: 'UserSignedUp',
            data: {
              userId,
              username: `held${Date.now()}`,
              email: `held${Date.now()}@example.com`,
              passwordHash: 'h',
              signedUpAt: new Date().toISOString(),
            },
            metadata: { actorId: userId, correlationId: newEventId(), causationId: null },
          },
        ],
        { expectedVersion: 'no_stream' },
      );
      await expect
        .poll(
          async () => valueOf(await (await scrape('deck-service')).text(), `lectern_projection_lag_seconds${users}`),
          {
            timeout: 20_000,
          },
        )
        .toBeGreaterThan(0.5);
      const text = await (await scrape('deck-service')).text();
      expect(valueOf(text, `lectern_projection_lag_events${users}`)).toBeGreaterThanOrEqual(1);
    } finally {
      release();
      await holding;
    }
    await expect
      .poll(async () => valueOf(await (await scrape('deck-service')).text(), `lectern_projection_lag_events${users}`), {
        timeout: 20_000,
      })
      .toBe(0);
  });

  it('refuses a scrape relayed from a public address, as the ingress would relay one, on every app', async () => {
    for (const app of APPS) {
      const response = await scrape(app, { 'x-forwarded-for': '203.0.113.7' });
      expect(response.status, app).toBe(403);
      expect(await response.text(), app).not.toContain('lectern_');
    }
    expect((await scrape('bff', { forwarded: 'for="[2001:db8::7]:4711"' })).status).toBe(403);
    // A scraper inside the cluster, relayed by a sidecar on its private network, may read them.
    expect((await scrape('deck-service', { 'x-forwarded-for': '10.1.2.3' })).status).toBe(200);
  });

  it('follows one save in one trace across processes: the BFF, its append, deck-service, the relay and the export worker', async () => {
    const api = await signUp(`http://127.0.0.1:${running.get('bff')!.port}`, `traced${Date.now()}`, 'secret-password');
    const deck = await createDeck(api, { title: 'Traced' });
    const saved = await api.call('PUT', `/api/v1/decks/${deck.id}`, {
      deck: { data: '<section data-id="a"><h1>Followed</h1></section>', version: deck.version },
    });
    expect(saved.status).toBe(200);
    const save = () =>
      receiver.spans.find(
        (span) =>
          span.service === 'bff' &&
          span.name === 'request' &&
          span.attributes['http.request.method'] === 'PUT' &&
          span.attributes['url.path'] === `/api/v1/decks/${deck.id}`,
      );
    await expect.poll(save, { timeout: 20_000 }).toBeDefined();
    const { traceId } = save()!;
    const inTrace = (service: App, name: string) =>
      receiver.spans.find((span) => span.traceId === traceId && span.service === service && span.name === name);
    const expected: [App, string][] = [
      ['deck-service', 'project decks'],
      ['bff', 'publish lectern.deck'],
      ['export-worker', 'consume export-worker-thumbnails'],
    ];
    await expect
      .poll(() => expected.filter(([service, name]) => !inTrace(service, name)), { timeout: 30_000 })
      .toEqual([]);
    const appends = receiver.spans
      .filter((span) => span.traceId === traceId && span.service === 'bff' && span.name === 'event-store append')
      .map((span) => span.spanId);
    expect(appends).toContain(inTrace('deck-service', 'project decks')!.parentSpanId);
    expect(appends).toContain(inTrace('bff', 'publish lectern.deck')!.parentSpanId);
    expect(inTrace('export-worker', 'consume export-worker-thumbnails')!.parentSpanId).toBe(
      inTrace('bff', 'publish lectern.deck')!.spanId,
    );
  });
});
