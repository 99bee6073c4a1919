import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { migrate } from '@lectern/db';
import { createLiveStreams, liveStreamMigrations } from '@lectern/live-streams';
import type { Infrastructure, RunningApp } from '@lectern/service-kit';
import { createLiveNamespace } from './live/live-namespace.js';
import { createLiveRooms } from './live/rooms.js';
import { streamAccessThroughBff } from './live/stream-access.js';
import { EDITOR_PATH, startEditorNamespace } from './editor/index.js';
import { createImportProgress, importAccessThroughBff } from './imports/import-progress.js';

export const REALTIME_PATH = '/realtime';
const HEARTBEAT_MS = 30_000;

export interface RealtimeOptions {
  /** Share an existing HTTP server (embedded mode); otherwise listen on host:port. */
  server?: Server;
  host?: string;
  port?: number;
  /** The BFF, asked who may follow or publish a deck's stream or join its editor; both namespaces run when given. */
  bffUrl?: string;
}

export interface RunningRealtime extends RunningApp {
  port: number;
}

/**
 * The WebSocket endpoint for the editor and live namespaces. Connections that stop answering
 * pings are dropped; on stop every client is told the server is going away (1001).
 */
export async function start(infra: Infrastructure, options: RealtimeOptions = {}): Promise<RunningRealtime> {
  const logger = infra.logger.child({ app: 'realtime' });
  const server = options.server ?? http.createServer(healthOnly(infra));
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const alive = new WeakSet<WebSocket>();
  let stopping = false;
  if (options.bffUrl) await migrate(infra.db, 'live', liveStreamMigrations);
  const rooms = options.bffUrl ? createLiveRooms(infra.pubsub) : null;
  const streams = createLiveStreams({ db: infra.db, pubsub: infra.pubsub });
  const live = rooms
    ? createLiveNamespace({
        rooms,
        streams,
        askAccess: streamAccessThroughBff(options.bffUrl!),
        logger,
      })
    : null;
  const editor = options.bffUrl ? await startEditorNamespace(infra, { bffUrl: options.bffUrl, logger }) : null;
  const pathOf = (request: http.IncomingMessage) => new URL(request.url ?? '/', 'http://localhost').pathname;
  const imports = options.bffUrl
    ? createImportProgress({ pubsub: infra.pubsub, askAccess: importAccessThroughBff(options.bffUrl), logger })
    : null;

  const onUpgrade = (request: http.IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => {
    const ours = pathOf(request) === REALTIME_PATH || (editor !== null && pathOf(request) === EDITOR_PATH);
    // Another upgrade listener on a shared server may own other paths; alone, refuse them.
    if (!ours && server.listenerCount('upgrade') > 1) return;
    if (!ours || stopping) {
      socket.end(`HTTP/1.1 ${ours ? '503 Service Unavailable' : '404 Not Found'}\r\nConnection: close\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  server.on('upgrade', onUpgrade);

  wss.on('connection', (ws, request: http.IncomingMessage) => {
    alive.add(ws);
    if (pathOf(request) === EDITOR_PATH) editor?.accept(ws, request);
    else {
      live?.accept(ws, request);
      imports?.accept(ws, request);
    }
    ws.on('pong', () => alive.add(ws));
    ws.on('error', (err) => logger.debug({ err }, 'socket error'));
    ws.send(JSON.stringify({ type: 'hello' }));
  });

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  if (!options.server)
    await new Promise<void>((resolve) => server.listen(options.port ?? 3001, options.host ?? '0.0.0.0', resolve));
  const port = (server.address() as AddressInfo | null)?.port ?? 0;
  logger.info({ path: REALTIME_PATH, port }, 'realtime ready');

  return {
    name: 'realtime',
    port,
    ready: async () => (editor?.ready() ?? true) && (await infra.pubsub.ping()),
    async stop() {
      stopping = true;
      clearInterval(heartbeat);
      rooms?.close();
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.close(1001, 'server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await editor?.stop();
      // States published and not stored yet are stored before the process goes.
      await streams.flush().catch((err: unknown) => logger.warn({ err }, 'live states not stored'));
      if (!options.server) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function healthOnly(infra: Infrastructure): http.RequestListener {
    return (request, response) => {
      const send = (status: number, status_: string) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: status_ }));
      };
      if (request.url === '/healthz') return send(200, 'ok');
      if (request.url === '/readyz') {
        if (stopping) return send(503, 'stopping');
        void infra.pubsub.ping().then((ok) => send(ok ? 200 : 503, ok ? 'ready' : 'not ready'));
        return;
      }
      send(404, 'not found');
    };
  }
}
