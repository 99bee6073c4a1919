import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCheckpointWaiter } from '@lectern/projections';
import { readModelCheckpointNames } from '@lectern/read-models';
import { startRelayService, type Infrastructure, type RunningApp } from '@lectern/service-kit';
import { buildBff } from './app.js';

export interface BffOptions {
  host: string;
  port: number;
  /** Folder of the built web app (index.html and assets). */
  webRoot?: string;
}

export interface RunningBff extends RunningApp {
  url: string;
  /** The HTTP server, so realtime can share it in embedded mode. */
  server: Server;
}

export const defaultWebRoot = () => path.resolve(process.cwd(), 'apps/web/dist');

export async function start(infra: Infrastructure, options: BffOptions): Promise<RunningBff> {
  const waiter = createCheckpointWaiter(infra.db, readModelCheckpointNames);
  const ready = async () => {
    await infra.db.query('SELECT 1');
    return infra.pubsub.ping();
  };
  const app = await buildBff({
    logger: infra.logger.child({ app: 'bff' }),
    webRoot: options.webRoot ?? defaultWebRoot(),
    ready,
    waitFor: (position) => waiter.waitFor(position),
  });
  const relay = await startRelayService(infra);
  await app.listen({ host: options.host, port: options.port });
  const { port } = app.server.address() as AddressInfo;
  return {
    name: 'bff',
    url: `http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${port}`,
    server: app.server,
    ready,
    async stop() {
      // close() stops accepting connections and waits for requests in flight to finish.
      await app.close();
      await relay.stop();
    },
  };
}
