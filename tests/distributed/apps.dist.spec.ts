import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, type TestDatabase } from '@lectern/testing';
import { signUp } from '../e2e/support/accounts.js';
import { freePort, repoRoot, runAdmin, startApp, waitForReady, type AppProcess } from './processes.js';

const APPS = [
  'deck-service',
  'media-service',
  'team-service',
  'billing-service',
  'export-worker',
  'realtime',
  'bff',
] as const;
const configured = Boolean(process.env.DATABASE_URL && process.env.KAFKA_BROKERS && process.env.REDIS_URL);

describe.runIf(configured)('distributed mode: every app as its own process', () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  const running = new Map<string, AppProcess>();

  beforeAll(async () => {
    if (!existsSync(path.join(repoRoot, 'dist', 'bff', 'main.js')))
      throw new Error('Run `npm run build` first: dist/ is missing');
    database = await createTestDatabase('postgres');
    // Realtime asks the BFF who may follow a deck, so the BFF's address is known before it starts.
    const bffPort = await freePort();
    env = {
      BFF_URL: `http://127.0.0.1:${bffPort}`,
      DATABASE_URL: database.url!,
      KAFKA_BROKERS: process.env.KAFKA_BROKERS!,
      REDIS_URL: process.env.REDIS_URL!,
      WEB_ROOT: path.join(repoRoot, 'apps/web/dist'),
      SESSION_SECRET: 'distributed-test-session-secret-of-enough-length',
    };
    // One at a time: they share the migrations of one database, the advisory lock serializes them anyway.
    for (const name of APPS) {
      const app = startApp(name, env, name === 'bff' ? bffPort : await freePort());
      running.set(name, app);
      await waitForReady(app);
    }
  });

  afterAll(async () => {
    for (const app of running.values()) if (app.child.exitCode === null) app.child.kill('SIGKILL');
    await database?.drop();
  });

  /** Signs a new user up through the BFF process, answering their signed-in API session. */
  const signUpThroughBff = (username: string) =>
    signUp(`http://127.0.0.1:${running.get('bff')!.port}`, username, 'secret-password');

  it('keeps sessions in Redis: a user signed up through one process is signed in', async () => {
    const api = await signUpThroughBff(`dist${Date.now()}`);
    const status = await api.call('GET', '/api/v1/status');
    expect(((await status.json()) as { user_signed_in: boolean }).user_signed_in).toBe(true);
  });

  it("lets the operator's admin command give a plan that the running apps honour", async () => {
    const username = `plan${Date.now()}`;
    const api = await signUpThroughBff(username);
    const deck = ((await (await api.call('POST', '/api/v1/decks', { deck: {} })).json()) as { deck: { id: string } })
      .deck;
    const makePrivate = () => api.call('PUT', `/api/v1/decks/${deck.id}`, { deck: { visibility: 'self' } });
    expect((await makePrivate()).status).toBe(403);

    const admin = await runAdmin(['plan', username, 'pro'], { DATABASE_URL: database.url! });
    expect(admin.output, admin.output).toContain(`${username} is now on the pro plan`);
    expect(admin.code).toBe(0);

    await expect.poll(async () => (await makePrivate()).status, { timeout: 20_000 }).toBe(200);
    const anonymous = await fetch(`http://127.0.0.1:${running.get('bff')!.port}/api/v1/decks/${deck.id}`);
    expect(anonymous.status).toBe(404);
  });

  it('serves the API and the web app from the BFF process', async () => {
    const bff = running.get('bff')!;
    const status = await fetch(`http://127.0.0.1:${bff.port}/api/v1/status`);
    expect(await status.json()).toEqual({ user_signed_in: false });
    const page = await fetch(`http://127.0.0.1:${bff.port}/alice`);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('accepts WebSocket connections on the realtime process', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${running.get('realtime')!.port}/realtime`);
    const first = await new Promise<string>((resolve, reject) => {
      ws.once('message', (data) => resolve(data.toString()));
      ws.once('error', reject);
    });
    expect(JSON.parse(first)).toEqual({ type: 'hello' });
    ws.close();
  });

  it('exports a PDF through the export worker process, fed over Kafka', async () => {
    const api = await signUpThroughBff(`exporter${Date.now()}`);
    const { deck } = (await (await api.call('POST', '/api/v1/decks', { deck: { title: 'Over Kafka' } })).json()) as {
      deck: { id: string; version: number };
    };
    const markup =
      '<section data-id="a"><h1>First over Kafka</h1></section><section data-id="b"><h2>Second</h2></section>';
    expect(
      (await api.call('PUT', `/api/v1/decks/${deck.id}`, { deck: { data: markup, version: deck.version } })).status,
    ).toBe(200);
    const created = await api.call('POST', `/api/v1/decks/${deck.id}/exports`, { export: { format: 'pdf' } });
    const { id } = ((await created.json()) as { export: { id: string } }).export;
    let job: { status: string; url: string | null } = { status: 'queued', url: null };
    await expect
      .poll(
        async () => {
          job = (
            (await (await api.call('GET', `/api/v1/decks/${deck.id}/exports/${id}`)).json()) as { export: typeof job }
          ).export;
          return job.status;
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe('done');
    const file = Buffer.from(await (await api.call('GET', job.url!)).arrayBuffer());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('hands the deck projections to a standby deck-service replica when the first is killed', async () => {
    const standby = startApp('deck-service', env, await freePort());
    running.set('deck-service-standby', standby);
    await waitForReady(standby);
    expect(standby.output()).toContain('"applying":false');
    const api = await signUpThroughBff(`replica${Date.now()}`);
    const created = (await (await api.call('POST', '/api/v1/decks', { deck: { title: 'Title 0' } })).json()) as {
      deck: { id: string; version: number };
    };
    const deckPath = `/api/v1/decks/${created.deck.id}`;
    let version = created.deck.version;
    /** Renames the deck; a write waits for the read model its next read needs, and answers 503 with Retry-After while none applies it. */
    const rename = async (title: string) => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const response = await api.call('PUT', deckPath, { deck: { title, version } });
        if (response.status === 200) {
          version = ((await response.json()) as { deck: { version: number } }).deck.version;
          return;
        }
        expect(response.status, await response.text()).toBe(503);
        expect(response.headers.get('retry-after')).toBeTruthy();
        if (Date.now() > deadline) throw new Error(`${title} was not saved in 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const read = async () =>
      ((await (await api.call('GET', deckPath)).json()) as { deck: { title: string; version: number } }).deck;

    await rename('Title 1');
    const first = running.get('deck-service')!;
    first.child.kill('SIGKILL');
    await first.exited;
    // The killed replica starts again beside the standby: whichever takes the lease once it runs out applies.
    const again = startApp('deck-service', env, await freePort());
    running.set('deck-service', again);
    await rename('Title 2');
    // This client keeps no read-your-writes cookie: its reads show the save once a replica applied it.
    await expect.poll(async () => (await read()).title, { timeout: 30_000 }).toBe('Title 2');
    expect((await read()).version).toBe(version);
    await waitForReady(again);
    expect(standby.output() + again.output()).toContain('applying these projections');
    standby.child.kill('SIGTERM');
    expect(await standby.exited).toBe(0);
  });

  it('every process reports health and logs that it is ready', () => {
    for (const app of running.values()) expect(app.output()).toMatch(/ready/);
  });

  it('every process stops cleanly on SIGTERM, and starts again from where it was', async () => {
    for (const app of running.values()) {
      app.child.kill('SIGTERM');
      expect(await app.exited, `${app.name}:\n${app.output()}`).toBe(0);
      expect(app.output()).toContain('"msg":"stopped"');
    }
    const again = startApp('deck-service', env, await freePort());
    running.set('deck-service-again', again);
    await waitForReady(again);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});

describe('distributed mode: configuration is checked at start', () => {
  const hasBuild = existsSync(path.join(repoRoot, 'dist', 'bff', 'main.js'));

  it.runIf(hasBuild)('names what is missing', async () => {
    const app = startApp('bff', {}, await freePort());
    expect(await app.exited).toBe(1);
    expect(app.output()).toContain('DATABASE_URL: is required when the BFF runs as its own process');
    expect(app.output()).toContain('REDIS_URL: is required');
  });

  it.runIf(hasBuild)('names what is malformed', async () => {
    const app = startApp(
      'deck-service',
      { DATABASE_URL: 'mysql://nope', KAFKA_BROKERS: 'broker-without-port' },
      await freePort(),
    );
    expect(await app.exited).toBe(1);
    expect(app.output()).toContain('DATABASE_URL: must be a postgres:// connection URL');
    expect(app.output()).toContain('KAFKA_BROKERS: must be a comma-separated list of host:port');
  });
});
