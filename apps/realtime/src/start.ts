import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { migrate } from '@lectern/db';
import { createLiveStreams, liveStreamMigrations } from '@lectern/live-streams';
import { answerMetrics, type Infrastructure, type RunningApp } from '@lectern/service-kit';
import { createLiveNamespace } from './live/live-namespace.js';
import { createLiveRooms } from './live/rooms.js';
import { streamAccessThroughBff } from './live/stream-access.js';
import { EDITOR_PATH, startEditorNamespace } from './editor/index.js';
import { MAX_UPDATE_BYTES } from './editor/together/socket-budget.js';
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
  // Frames of a shared document up to twice its update cap are read and refused with a reason; larger ones close the socket (1009).
  const editorWss = new WebSocketServer({ noServer: true, maxPayload: 2 * MAX_UPDATE_BYTES });
  const alive = new WeakSet<WebSocket>();
  let stopping = false;
  if (options.bffUrl) await migrate(infra.db, 'live', liveStreamMigrations);
  const fanOutDuration = infra.metrics.fanOutDuration;
  const rooms = options.bffUrl
    ? createLiveRooms(infra.pubsub, Date.now, (seconds) => fanOutDuration.observe(seconds))
    : null;
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
    const upgrading = pathOf(request) === EDITOR_PATH ? editorWss : wss;
    upgrading.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  server.on('upgrade', onUpgrade);
  const open = { editor: 0, live: 0 };
  const unwatchSockets = [
    infra.metrics.watchSockets('editor', () => open.editor),
    infra.metrics.watchSockets('live', () => open.live),
  ];

  wss.on('connection', (ws, request: http.IncomingMessage) => {
    alive.add(ws);
    const namespace = pathOf(request) === EDITOR_PATH ? 'editor' : 'live';
    open[namespace] += 1;
    ws.once('close', () => (open[namespace] -= 1));
    if (namespace === 'editor') editor?.accept(ws, request);
    else {
      live?.accept(ws, request);
      imports?.accept(ws, request);
    }
    ws.on('pong', () => alive.add(ws));
    ws.on('error', (err) => logger.debug({ err }, 'socket error'));
    ws.send(JSON.stringify({ type: 'hello' }));
  });

  const heartbeat = setInterval(() => {
    for (const ws of [...wss.clients, ...editorWss.clients]) {
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
      for (const unwatch of unwatchSockets) unwatch();
      clearInterval(heartbeat);
      rooms?.close();
      server.off('upgrade', onUpgrade);
      for (const ws of [...wss.clients, ...editorWss.clients]) ws.close(1001, 'server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => editorWss.close(() => resolve()));
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
      if (answerMetrics(request, response, { metrics: infra.metrics, access: infra.metricsAccess })) return;
      if (request.url === '/readyz') {
        if (stopping) return send(503, 'stopping');
        void infra.pubsub.ping().then((ok) => send(ok ? 200 : 503, ok ? 'ready' : 'not ready'));
        return;
      }
      send(404, 'not found');
    };
  }
}
