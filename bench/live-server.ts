// The server side of `bench/live.ts`, in a process of its own so the viewers' clients do not share
// its event loop. `lectern`: the embedded server as `npm start` runs it (realtime on the BFF's HTTP
// server, subscribes checked by the BFF, fan-out through pub/sub); with `--distributed` it runs on a
// Postgres database of its own (DATABASE_URL's server) and Redis (REDIS_URL), for a second realtime
// process. `realtime <bffUrl> <databaseUrl>`: that second process, realtime alone on the same
// Postgres and Redis. `naive`: a bare `ws` server that writes each state to every socket with
// JSON.stringify and ws.send per socket, for comparison. Answers `{ url, databaseUrl? }` once
// listening; on `restart-realtime` restarts the embedded realtime app and answers `{ restarted }`;
// stops on `close`.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { baseSettings, loadConfig } from '@lectern/config';
import { startEmbedded } from '@lectern/embedded';
import { start as startRealtime } from '@lectern/realtime';
import { createInfrastructure, createLogger } from '@lectern/service-kit';
import { createTestDatabase } from '@lectern/testing';

export type LiveServerKind = 'lectern' | 'realtime' | 'naive';
export type LiveServerRequest = { kind: 'restart-realtime' } | { kind: 'close' };
export type LiveServerAnswer = { url: string; databaseUrl?: string } | { restarted: true };

interface Running {
  url: string;
  databaseUrl?: string;
  restartRealtime?: () => Promise<void>;
  stop(): Promise<void>;
}

async function webRootIn(dir: string) {
  const webRoot = path.join(dir, 'web');
  await mkdir(webRoot);
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Lectern</title><div id="root"></div>');
  return webRoot;
}

async function startLectern(distributed: boolean): Promise<Running> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lectern-bench-live-'));
  const database = distributed ? await createTestDatabase('postgres', { poolSize: 4 }) : null;
  const config = loadConfig(baseSettings, {
    DATA_DIR: path.join(dataDir, 'data'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...(database ? { DATABASE_URL: database.url, REDIS_URL: process.env.REDIS_URL } : {}),
  });
  const lectern = await startEmbedded({
    config,
    logger: createLogger('bench', config.LOG_LEVEL),
    port: 0,
    webRoot: await webRootIn(dataDir),
  });
  return {
    url: lectern.url,
    databaseUrl: database?.url,
    restartRealtime: () => lectern.restartRealtime(),
    async stop() {
      await lectern.stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Realtime alone, as `npm run start:realtime` runs it, on the embedded server's Postgres and Redis. */
async function startRealtimeAlone(bffUrl: string, databaseUrl: string): Promise<Running> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lectern-bench-realtime-'));
  const config = loadConfig(baseSettings, {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL,
  });
  const logger = createLogger('bench-realtime', config.LOG_LEVEL);
  const infra = await createInfrastructure({ mode: 'embedded', config, logger, clientId: 'bench-realtime' });
  const realtime = await startRealtime(infra, { host: '127.0.0.1', port: 0, bffUrl });
  return {
    url: `http://127.0.0.1:${realtime.port}`,
    async stop() {
      await realtime.stop();
      await infra.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every subscriber gets each state the publisher sends, stringified and sent once per socket. */
async function startNaive(): Promise<Running> {
  const server = http.createServer();
  const wss = new WebSocketServer({ server, path: '/realtime' });
  const viewers = new Set<WebSocket>();
  wss.on('connection', (ws) => {
    ws.send(JSON.stringify({ type: 'hello' }));
    ws.on('close', () => viewers.delete(ws));
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string; deck_id?: string; state?: string };
      if (message.type === 'live:subscribe') {
        viewers.add(ws);
        ws.send(JSON.stringify({ type: 'live:subscribed', deck_id: message.deck_id, role: 'viewer', state: null }));
      } else if (message.type === 'live:state') {
        for (const viewer of viewers)
          viewer.send(JSON.stringify({ type: 'live:state', deck_id: 'naive', state: message.state }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const [kind, ...args] = process.argv.slice(2) as [LiveServerKind, ...string[]];
const running =
  kind === 'naive'
    ? await startNaive()
    : kind === 'realtime'
      ? await startRealtimeAlone(args[0]!, args[1]!)
      : await startLectern(args.includes('--distributed'));
process.on('message', async (request: LiveServerRequest) => {
  if (request.kind === 'restart-realtime') {
    await running.restartRealtime?.();
    process.send!({ restarted: true } satisfies LiveServerAnswer);
    return;
  }
  await running.stop();
  process.exit(0);
});
process.send!({ url: running.url, databaseUrl: running.databaseUrl } satisfies LiveServerAnswer);
