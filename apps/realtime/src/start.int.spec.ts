import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createInProcessBus } from '@lectern/bus';
import { createInProcessPubSub } from '@lectern/pubsub';
import { createLogger, createMetrics, type Infrastructure } from '@lectern/service-kit';
import { start, type RunningRealtime } from './start.js';

describe('realtime over a real socket', () => {
  let realtime: RunningRealtime;
  const logger = createLogger('test', 'silent');
  const infra = {
    logger,
    pubsub: createInProcessPubSub(),
    bus: createInProcessBus(),
    metrics: createMetrics({ db: { query: () => Promise.reject(new Error('no database')) }, logger }),
  } as unknown as Infrastructure;

  beforeAll(async () => {
    realtime = await start(infra, { host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await realtime.stop().catch(() => undefined);
  });

  it('greets a client, serves health, and closes clients with 1001 on stop', async () => {
    const health = await fetch(`http://127.0.0.1:${realtime.port}/readyz`);
    expect(health.status).toBe(200);
    const ws = new WebSocket(`ws://127.0.0.1:${realtime.port}/realtime`);
    const hello = await new Promise<string>((resolve, reject) => {
      ws.once('message', (data) => resolve(data.toString()));
      ws.once('error', reject);
    });
    expect(JSON.parse(hello)).toEqual({ type: 'hello' });
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await realtime.stop();
    expect(await closed).toBe(1001);
  });

  it('refuses upgrades on other paths', async () => {
    const other = await start(infra, { host: '127.0.0.1', port: 0 });
    const ws = new WebSocket(`ws://127.0.0.1:${other.port}/elsewhere`);
    const outcome = await new Promise<string>((resolve) => {
      ws.once('open', () => resolve('open'));
      ws.once('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
    await other.stop();
  });
});
