import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseSettings, loadConfig } from '@lectern/config';
import { newEventId } from '@lectern/event-store';
import { waitUntil } from '@lectern/testing';
import { createInfrastructure, type Infrastructure } from './infrastructure.js';
import { createLogger } from './logger.js';
import { startRelayService } from './relay-service.js';

describe('relay service', () => {
  let dataDir: string;
  let infra: Infrastructure;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lectern-relay-'));
    const config = loadConfig(baseSettings, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    infra = await createInfrastructure({
      mode: 'embedded',
      config,
      logger: createLogger('test', 'silent'),
      clientId: 'test',
    });
  });
  afterAll(async () => {
    await infra.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('publishes appended events to their context topic from exactly one of two replicas', async () => {
    const received: string[] = [];
    await infra.bus.subscribe({
      groupId: 'observer',
      topics: ['lectern.deck'],
      fromBeginning: true,
      handler: async (message) => void received.push(message.headers['event-id']!),
    });
    const first = await startRelayService(infra);
    const second = await startRelayService(infra);
    const ids = Array.from({ length: 5 }, newEventId);
    for (const id of ids) {
      await infra.store.append(
        'deck-1',
        [{ id, type: 'Noted', data: {}, metadata: { actorId: null, correlationId: id, causationId: null } }],
        {
          expectedVersion: 'any',
        },
      );
    }
    await waitUntil(() => received.length >= ids.length);
    await first.stop();
    await second.stop();
    // Same key, so it arrives after anything either replica published for deck-1.
    await infra.bus.publish('lectern.deck', [{ key: 'deck-1', value: '{}', headers: { 'event-id': 'marker' } }]);
    await waitUntil(() => received.includes('marker'));
    expect(received).toEqual([...ids, 'marker']);
  });
});
