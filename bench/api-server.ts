// Lectern under test for `bench/api.ts`: the embedded server as `npm start` runs it (every
// service, its projections and waits as in production), in a process of its own so the load
// generator's HTTP client does not share its event loop. Started with IPC: it answers `{ url }`
// once listening, `{ append }` (the store's single-event append rate) when asked for
// `appends`, and stops on `close`.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { baseSettings, loadConfig } from '@lectern/config';
import { startEmbedded } from '@lectern/embedded';
import { newEventId, type EventStore } from '@lectern/event-store';
import { createLogger } from '@lectern/service-kit';
import { createTestDatabase, type TestDatabaseKind } from '@lectern/testing';
import { measure, type Measured } from './stats.js';

export type ServerRequest =
  { kind: 'appends'; connections: number; perConnection: number; data: string } | { kind: 'close' };
export type ServerAnswer = { url: string } | { append: Measured };

async function storeAppends(store: EventStore, request: Extract<ServerRequest, { kind: 'appends' }>) {
  return measure(request.connections, request.perConnection, async (worker, i) => {
    await store.append(
      `bench-append-${worker}`,
      [
        {
          id: newEventId(),
          type: 'BenchEvent',
          data: { data: request.data, i },
          metadata: { actorId: null, correlationId: newEventId(), causationId: null },
        },
      ],
      { expectedVersion: 'any' },
    );
  });
}

const send = (answer: ServerAnswer) => process.send!(answer);

const kind = process.argv[2] as TestDatabaseKind;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lectern-bench-'));
// The built web app, as `npm start` serves it: the thumbnails drawn after the saves render its player.
const webRoot = process.env.E2E_WEB_ROOT ?? path.resolve(import.meta.dirname, '../apps/web/dist');
if (!existsSync(path.join(webRoot, 'player'))) throw new Error(`no built web app in ${webRoot}: run npm run build`);
// Postgres: a database of its own on the DATABASE_URL server, dropped at the end.
const database = kind === 'postgres' ? await createTestDatabase('postgres', { poolSize: 1 }) : null;
const config = loadConfig(baseSettings, {
  DATA_DIR: path.join(dataDir, 'data'),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  ...(database ? { DATABASE_URL: database.url } : {}),
});
const lectern = await startEmbedded({
  config,
  logger: createLogger('bench', config.LOG_LEVEL),
  port: 0,
  webRoot,
  // Each bench connection sends an X-Forwarded-For address of its own, as people behind a proxy do.
  bff: { trustProxy: true },
});
process.on('message', async (request: ServerRequest) => {
  if (request.kind === 'appends') send({ append: await storeAppends(lectern.store, request) });
  else {
    await lectern.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});
send({ url: lectern.url });
