import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baseSettings, loadConfig } from '@lectern/config';
import { openPglite } from '@lectern/db';
import { createPostgresEventStore, newEventId } from '@lectern/event-store';
import { createLogger } from '@lectern/service-kit';
import { startEmbedded } from './start.js';

describe('embedded mode', () => {
  let dataDir: string;
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('serves the API and keeps its data in DATA_DIR across restarts', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lectern-embedded-'));
    const config = loadConfig(baseSettings, { DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
    const run = () => startEmbedded({ config, logger: createLogger('test', 'silent'), port: 0, webRoot: dataDir });

    const first = await run();
    expect(await (await fetch(`${first.url}/api/v1/status`)).json()).toEqual({ user_signed_in: false });
    expect(await first.ready()).toBe(true);
    await first.stop();

    // Written while Lectern is stopped, straight into its data directory.
    const db = await openPglite(path.join(dataDir, 'db'));
    const event = {
      id: newEventId(),
      type: 'Noted',
      data: { n: 1 },
      metadata: { actorId: null, correlationId: newEventId(), causationId: null },
    };
    await createPostgresEventStore(db).append('test-1', [event], { expectedVersion: 'no_stream' });
    await db.close();

    const second = await run();
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    await second.stop();

    const reopened = await openPglite(path.join(dataDir, 'db'));
    const stored = await createPostgresEventStore(reopened).readStream('test-1');
    await reopened.close();
    expect(stored.map((e) => e.id)).toEqual([event.id]);
  });
});
