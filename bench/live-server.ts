// The server side of `bench/live.ts`, in a process of its own so the viewers' clients do not share
// its event loop. `lectern`: the embedded server as `npm start` runs it (realtime on the BFF's HTTP
// server, subscribes checked by the BFF, fan-out through pub/sub). `naive`: a bare `ws` server
// that writes each state to every socket with JSON.stringify and ws.send per socket, for
// comparison. Answers `{ url }` once listening; stops on `close`.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { baseSettings, loadConfig } from '@lectern/config';
import { startEmbedded } from '@lectern/embedded';
import { createLogger } from '@lectern/service-kit';

export type LiveServerKind = 'lectern' | 'naive';
export type LiveServerAnswer = { url: string };

async function startLectern() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lectern-bench-live-'));
  const webRoot = path.join(dataDir, 'web');
  await mkdir(webRoot);
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Lectern</title><div id="root"></div>');
  const config = loadConfig(baseSettings, {
    DATA_DIR: path.join(dataDir, 'data'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  const lectern = await startEmbedded({ config, logger: createLogger('bench', config.LOG_LEVEL), port: 0, webRoot });
  return {
    url: lectern.url,
    async stop() {
      await lectern.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every subscriber gets each state the publisher sends, stringified and sent once per socket. */
async function startNaive() {
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

const kind = process.argv[2] as LiveServerKind;
const running = kind === 'naive' ? await startNaive() : await startLectern();
process.on('message', async () => {
  await running.stop();
  process.exit(0);
});
process.send!({ url: running.url } satisfies LiveServerAnswer);
