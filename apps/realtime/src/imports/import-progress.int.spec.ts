import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createInProcessBus } from '@lectern/bus';
import { createInProcessPubSub } from '@lectern/pubsub';
import { createLogger, createMetrics, type Infrastructure } from '@lectern/service-kit';
import { createTestDatabase, type TestDatabase } from '@lectern/testing';
import { start, type RunningRealtime } from '../start.js';

/** The BFF's GET /imports/{id} as the realtime service calls it: one import, seen with the owner's cookie only. */
async function startBffDouble() {
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url !== '/api/v1/imports/i1' || request.headers.cookie !== 'lectern_session=owner')
      return answer(404, { error: { code: 'not_found', message: 'Not found', requestId: 'r' } });
    answer(200, {
      import: {
        id: 'i1',
        kind: 'pdf',
        filename: 'talk.pdf',
        status: 'running',
        progress: 20,
        slides: null,
        error: null,
        deck: { id: 'd1', slug: 'talk', user: { username: 'owner' } },
        created_at: '2026-01-01T00:00:00.000Z',
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Collects a socket's messages (after the greeting) until it closes. */
function messagesOf(socket: WebSocket): { messages: unknown[]; closed: Promise<void>; next(): Promise<void> } {
  const messages: unknown[] = [];
  let waiting: (() => void) | null = null;
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { type: string };
    if (message.type === 'hello') return;
    messages.push(message);
    waiting?.();
  });
  return {
    messages,
    closed: new Promise((resolve) => socket.once('close', () => resolve())),
    next: () => new Promise<void>((resolve) => (waiting = resolve)),
  };
}

describe('import progress over the realtime service', () => {
  const pubsub = createInProcessPubSub();
  let database: TestDatabase;
  let bff: Awaited<ReturnType<typeof startBffDouble>>;
  let realtime: RunningRealtime;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    bff = await startBffDouble();
    const infra = {
      logger: createLogger('test', 'silent'),
      pubsub,
      bus: createInProcessBus(),
      db: database.db,
      metrics: createMetrics({ db: database.db, logger: createLogger('test', 'silent') }),
    } as unknown as Infrastructure;
    realtime = await start(infra, { host: '127.0.0.1', port: 0, bffUrl: bff.url });
  });
  afterAll(async () => {
    await realtime?.stop();
    await bff?.close();
    await database?.drop();
  });

  const socketFor = (importId: string, cookie?: string) =>
    new WebSocket(`ws://127.0.0.1:${realtime.port}/realtime?import=${importId}`, {
      headers: cookie ? { cookie } : {},
    });

  it('tells the person who asked for an import its state at once and each step, and closes when it is done', async () => {
    const socket = socketFor('i1', 'lectern_session=owner');
    const received = messagesOf(socket);
    await received.next();
    expect(received.messages).toEqual([{ type: 'import:progress', id: 'i1', status: 'running', progress: 20 }]);
    await pubsub.publish('import:i1', JSON.stringify({ id: 'i1', status: 'running', progress: 60 }));
    await pubsub.publish('import:i1', JSON.stringify({ id: 'i1', status: 'done', progress: 100 }));
    await received.closed;
    expect(received.messages.slice(1)).toEqual([
      { type: 'import:progress', id: 'i1', status: 'running', progress: 60 },
      { type: 'import:progress', id: 'i1', status: 'done', progress: 100 },
    ]);
  });

  it('tells anyone else nothing of the import', async () => {
    for (const cookie of [undefined, 'lectern_session=stranger']) {
      const socket = socketFor('i1', cookie);
      const received = messagesOf(socket);
      await received.closed;
      expect(received.messages).toEqual([{ type: 'import:error', reason: 'not_found' }]);
    }
  });
});
