import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportStreamId } from '@lectern/domain';
import { newEventId } from '@lectern/event-store';
import { createDropboxFileSync } from '../../file-sync/file-sync.js';
import { createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

interface Upload {
  authorization: string | undefined;
  argument: { path: string; mode: string; autorename: boolean };
  body: string;
}

/** A stand-in for Dropbox's content API speaking its wire format: what it received, and its answers. */
async function startDropbox(): Promise<{ url: string; uploads: Upload[]; close(): Promise<void> }> {
  const uploads: Upload[] = [];
  const server = http.createServer(async (request, response) => {
    const body = (await buffer(request)).toString();
    if (request.method !== 'POST' || request.url !== '/2/files/upload') return response.writeHead(404).end();
    const argument = JSON.parse(String(request.headers['dropbox-api-arg'])) as Upload['argument'];
    uploads.push({ authorization: request.headers.authorization, argument, body });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ name: argument.path.split('/').pop(), path_display: argument.path, size: body.length }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    uploads,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('saving exports to a file-sync service', () => {
  let dropbox: Awaited<ReturnType<typeof startDropbox>>;
  let configured: TestBff;
  let unconfigured: TestBff;

  beforeAll(async () => {
    dropbox = await startDropbox();
    configured = await createTestBff({
      fileSync: createDropboxFileSync({ accessToken: 'operator-token', apiUrl: dropbox.url }),
    });
    unconfigured = await createTestBff();
  });
  afterAll(async () => {
    await configured.close();
    await unconfigured.close();
    await dropbox.close();
  });

  /** An export of a new deck of `client`'s, finished by hand as the worker would: its file stored. */
  async function finishedExport(bff: TestBff, client: TestClient) {
    const deck = await createDeck(client, { title: 'Synced talk' });
    const job = (await client.post(`/api/v1/decks/${deck.id}/exports`, { export: { format: 'pdf' } })).json().export;
    const file = { key: `exports/${deck.id}/${job.id}/synced-talk.pdf`, contentType: 'application/pdf', size: 9 };
    await bff.storage.put(file.key, Buffer.from('%PDF-1.7\n'), file.contentType);
    const metadata = { actorId: null, correlationId: 'test', causationId: null };
    const finished = await bff.store.append(
      exportStreamId(job.id),
      [
        { id: newEventId(), type: 'ExportStarted', data: { attempt: 1, workerId: 'w', startedAt: 'now' }, metadata },
        {
          id: newEventId(),
          type: 'ExportCompleted',
          data: {
            attempt: 1,
            file: { ...file, filename: 'synced-talk.pdf' },
            fidelity: [],
            reusedFrom: null,
            completedAt: 'now',
          },
          metadata,
        },
      ],
      { expectedVersion: 1 },
    );
    await bff.waitFor(finished.position);
    return { deck, job };
  }

  it('uploads a finished export to the configured Dropbox account, for the person who made it only', async () => {
    const owner = await signedUpClient(configured.app, 'syncer');
    const stranger = await signedUpClient(configured.app, 'syncsnoop');
    expect((await owner.get('/api/v1/file_sync')).json()).toEqual({ provider: 'Dropbox', configured: true });
    const { deck, job } = await finishedExport(configured, owner);
    const saved = await owner.post(`/api/v1/decks/${deck.id}/exports/${job.id}/file_sync`);
    expect(saved.statusCode, saved.body).toBe(204);
    expect(dropbox.uploads).toEqual([
      {
        authorization: 'Bearer operator-token',
        argument: { path: '/Lectern/synced-talk.pdf', mode: 'add', autorename: true, mute: false },
        body: '%PDF-1.7\n',
      },
    ]);
    expect((await stranger.post(`/api/v1/decks/${deck.id}/exports/${job.id}/file_sync`)).statusCode).toBe(404);
    expect(dropbox.uploads).toHaveLength(1);
  });

  it('says plainly that it is not set up when no credentials are configured', async () => {
    const owner = await signedUpClient(unconfigured.app, 'nosyncer');
    expect((await owner.get('/api/v1/file_sync')).json()).toEqual({ provider: 'Dropbox', configured: false });
    const { deck, job } = await finishedExport(unconfigured, owner);
    const refused = await owner.post(`/api/v1/decks/${deck.id}/exports/${job.id}/file_sync`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Saving to Dropbox is not set up on this Lectern.');
  });
});
