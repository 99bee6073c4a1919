import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportStreamId, fileSyncStreamId } from '@lectern/domain';
import { newEventId } from '@lectern/event-store';
import { startDropboxDouble, type DropboxDouble } from '@lectern/testing';
import { createClient, createDeck, signedUpClient, signUp, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

const CALLBACK = 'http://lectern.test/api/v1/file_sync/callback';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** An export of a new deck of `client`'s, finished by hand as the worker would: its file stored. */
async function finishedExport(bff: TestBff, client: TestClient, title = 'Synced talk') {
  const deck = await createDeck(client, { title });
  const job = (await client.post(`/api/v1/decks/${deck.id}/exports`, { export: { format: 'pdf' } })).json().export;
  const filename = `${title.toLowerCase().replace(/ /g, '-')}.pdf`;
  const file = { key: `exports/${deck.id}/${job.id}/${filename}`, contentType: 'application/pdf', size: PDF.length };
  await bff.storage.put(file.key, PDF, file.contentType);
  const metadata = { actorId: null, correlationId: 'test', causationId: null };
  const finished = await bff.store.append(
    exportStreamId(job.id),
    [
      { id: newEventId(), type: 'ExportStarted', data: { attempt: 1, workerId: 'w', startedAt: 'now' }, metadata },
      {
        id: newEventId(),
        type: 'ExportCompleted',
        data: { attempt: 1, file: { ...file, filename }, fidelity: [], reusedFrom: null, completedAt: 'now' },
        metadata,
      },
    ],
    { expectedVersion: 1 },
  );
  await bff.waitFor(finished.position);
  return `/api/v1/decks/${deck.id}/exports/${job.id}/file_sync`;
}

describe('saving exports to each person’s own Dropbox', () => {
  let dropbox: DropboxDouble;
  let bff: TestBff;
  /** Every answer Lectern gave in these tests, to look for tokens in. */
  const answers: string[] = [];

  beforeAll(async () => {
    dropbox = await startDropboxDouble();
    dropbox.allowRedirect(CALLBACK);
    bff = await createTestBff({ dropbox: dropbox.settings() });
  });
  afterAll(async () => {
    await bff?.close();
    await dropbox?.stop();
  });

  /** A client whose every answer is kept in `answers`. */
  function watched(client: TestClient): TestClient {
    const keep = <T extends { body: string; headers: Record<string, unknown> }>(response: T) => {
      answers.push(`${JSON.stringify(response.headers)}\n${response.body}`);
      return response;
    };
    return {
      ...client,
      get: async (url) => keep(await client.get(url)),
      post: async (url, payload, options) => keep(await client.post(url, payload, options)),
      delete: async (url, payload, options) => keep(await client.delete(url, payload, options)),
    };
  }

  const person = async (username: string) => {
    const client = watched(createClient(bff.app));
    await signUp(client, username);
    return client;
  };

  /** POST /file_sync/connection: the consent page's address. */
  async function startConnecting(client: TestClient): Promise<string> {
    const started = await client.post('/api/v1/file_sync/connection');
    expect(started.statusCode, started.body).toBe(200);
    return started.json().authorize_url;
  }

  /** Dropbox's way back, followed by `client`'s browser: where Lectern sends it then. */
  async function back(client: TestClient, callback: URL): Promise<string> {
    const answered = await client.get(`${callback.pathname}${callback.search}`);
    expect(answered.statusCode, answered.body).toBe(303);
    return answered.headers.location as string;
  }

  async function connect(client: TestClient, email: string) {
    return back(client, await dropbox.consent(await startConnecting(client), email));
  }

  const status = async (client: TestClient) => (await client.get('/api/v1/file_sync')).json();

  it('sends the person to Dropbox’s consent page for a refresh token, with PKCE and a state', async () => {
    const client = await person('dbx-ada');
    const url = new URL(await startConnecting(client));
    expect(`${url.origin}${url.pathname}`).toBe(`${dropbox.url}/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: dropbox.appKey,
      response_type: 'code',
      redirect_uri: CALLBACK,
      code_challenge_method: 'S256',
      token_access_type: 'offline',
      scope: 'files.content.write',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')!.length).toBeGreaterThan(40);
  });

  it('connects, saves an export to the person’s Dropbox, and keeps the tokens sealed and to itself', async () => {
    dropbox.addAccount({ email: 'ada@dropbox.test' });
    const client = await person('dbx-saver');
    expect(await status(client)).toEqual({
      provider: 'Dropbox',
      configured: true,
      connected: false,
      connected_at: null,
      ended: null,
    });
    expect(await connect(client, 'ada@dropbox.test')).toBe('/users/edit?file_sync=connected');
    const connected = await status(client);
    expect(connected).toMatchObject({ connected: true, ended: null });
    expect(Date.parse(connected.connected_at)).toBeGreaterThan(Date.now() - 60_000);

    // The code was redeemed with the app's credentials and the verifier of the challenge sent.
    const redeemed = dropbox.tokenRequests.at(-1)!;
    expect(redeemed).toMatchObject({
      clientAuthentication: 'basic',
      form: { grant_type: 'authorization_code', redirect_uri: CALLBACK },
    });
    expect(redeemed.form.code_verifier).toMatch(/^[\w-]{43,128}$/);

    const save = await finishedExport(bff, client);
    const saved = await client.post(save);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ path: '/Lectern/synced-talk.pdf' });
    const again = await client.post(save);
    expect(again.json()).toEqual({ path: '/Lectern/synced-talk (1).pdf' });
    const [upload] = dropbox.uploads.slice(-2);
    expect(upload).toMatchObject({
      requestedPath: '/Lectern/synced-talk.pdf',
      argument: { path: '/Lectern/synced-talk.pdf', mode: 'add', autorename: true, mute: false },
      contentType: 'application/octet-stream',
    });
    expect(upload!.body.equals(PDF)).toBe(true);

    // The tokens Dropbox issued are in no answer, and sealed in the event log.
    const tokens = dropbox.liveTokens('ada@dropbox.test');
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    const events = JSON.stringify(await bff.store.readStream(fileSyncStreamId(await userIdOf(client))));
    expect(events).toContain('FileSyncConnected');
    for (const token of tokens) {
      for (const answer of answers) expect(answer).not.toContain(token);
      expect(events).not.toContain(token);
    }
  });

  it('refreshes an access token Dropbox says has expired, once, and records the new one', async () => {
    dropbox.addAccount({ email: 'ben@dropbox.test' });
    const client = await person('dbx-refresher');
    await connect(client, 'ben@dropbox.test');
    const save = await finishedExport(bff, client, 'Refreshed talk');
    dropbox.expireAccessTokens();
    const refreshesBefore = dropbox.tokenRequests.filter((request) => request.form.grant_type === 'refresh_token');
    const saved = await client.post(save);
    expect(saved.statusCode, saved.body).toBe(200);
    const refreshes = dropbox.tokenRequests.filter((request) => request.form.grant_type === 'refresh_token');
    expect(refreshes).toHaveLength(refreshesBefore.length + 1);
    expect(dropbox.uploads.at(-1)!.requestedPath).toBe('/Lectern/refreshed-talk.pdf');
    const types = (await bff.store.readStream(fileSyncStreamId(await userIdOf(client)))).map((event) => event.type);
    expect(types).toEqual(['FileSyncConnected', 'FileSyncTokensRefreshed']);
    // The refreshed token is kept: the next save needs no refresh.
    expect((await client.post(save)).statusCode).toBe(200);
    expect(dropbox.tokenRequests.filter((request) => request.form.grant_type === 'refresh_token')).toHaveLength(
      refreshes.length,
    );
  });

  it('refuses a way back whose state is not this session’s, changed, missing or used already', async () => {
    dropbox.addAccount({ email: 'cy@dropbox.test' });
    const victim = await person('dbx-victim');
    const attacker = await person('dbx-attacker');
    // The attacker's own consent, sent to the victim's browser: it would connect the victim's
    // Lectern to the attacker's Dropbox.
    const attackersWayBack = await dropbox.consent(await startConnecting(attacker), 'cy@dropbox.test');
    const redeemedBefore = dropbox.tokenRequests.length;
    expect(await back(victim, attackersWayBack)).toBe('/users/edit?file_sync_error=expired');
    const changed = new URL(attackersWayBack);
    changed.searchParams.set('state', `${changed.searchParams.get('state')}x`);
    expect(await back(attacker, changed)).toBe('/users/edit?file_sync_error=expired');
    const missing = new URL(attackersWayBack);
    missing.searchParams.delete('state');
    expect(await back(attacker, missing)).toBe('/users/edit?file_sync_error=expired');
    expect(dropbox.tokenRequests).toHaveLength(redeemedBefore);
    expect((await status(victim)).connected).toBe(false);
    // The attacker's own way back works once, and a replay of it is refused.
    expect(await back(attacker, attackersWayBack)).toBe('/users/edit?file_sync=connected');
    expect(await back(attacker, attackersWayBack)).toBe('/users/edit?file_sync_error=expired');
    // Signed out, the way back cannot be checked against a session.
    expect(await back(createClient(bff.app), attackersWayBack)).toBe('/users/edit?file_sync_error=expired');
  });

  it('says when the person cancelled at Dropbox, or when Dropbox refused the code', async () => {
    dropbox.addAccount({ email: 'di@dropbox.test' });
    const client = await person('dbx-canceller');
    const cancelled = await dropbox.consent(await startConnecting(client), 'di@dropbox.test', 'cancel');
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect(await back(client, cancelled)).toBe('/users/edit?file_sync_error=cancelled');
    const forged = new URL(await dropbox.consent(await startConnecting(client), 'di@dropbox.test'));
    forged.searchParams.set('code', 'a-code-dropbox-never-issued');
    expect(await back(client, forged)).toBe('/users/edit?file_sync_error=failed');
    expect((await status(client)).connected).toBe(false);
  });

  it('ends the connection when Dropbox no longer honours it, and says so', async () => {
    dropbox.addAccount({ email: 'eve@dropbox.test' });
    const client = await person('dbx-revoked');
    await connect(client, 'eve@dropbox.test');
    const save = await finishedExport(bff, client, 'Revoked talk');
    dropbox.disconnectApp('eve@dropbox.test');
    const refused = await client.post(save);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'file_sync_revoked',
      message: 'Dropbox no longer lets Lectern save to your account. Connect it again in your account settings.',
    });
    expect(await status(client)).toMatchObject({ connected: false, ended: 'revoked' });
  });

  it('tells a full Dropbox and a busy one apart from other failures', async () => {
    dropbox.addAccount({ email: 'fay@dropbox.test' });
    const client = await person('dbx-full');
    await connect(client, 'fay@dropbox.test');
    const save = await finishedExport(bff, client, 'Full talk');
    dropbox.throttle();
    const busy = await client.post(save);
    expect(busy.statusCode).toBe(503);
    expect(busy.json().error.message).toBe('Dropbox is busy right now. Please try again in a minute.');
    dropbox.fill('fay@dropbox.test');
    const full = await client.post(save);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe('Your Dropbox is full, so the file was not saved.');
  });

  it('disconnects: the tokens are revoked at Dropbox and saving asks to connect again', async () => {
    dropbox.addAccount({ email: 'gus@dropbox.test' });
    const client = await person('dbx-leaver');
    await connect(client, 'gus@dropbox.test');
    const save = await finishedExport(bff, client, 'Last talk');
    const ended = await client.delete('/api/v1/file_sync/connection');
    expect(ended.statusCode, ended.body).toBe(204);
    expect(dropbox.liveTokens('gus@dropbox.test')).toEqual([]);
    expect(await status(client)).toMatchObject({ connected: false, connected_at: null, ended: null });
    const refused = await client.post(save);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'file_sync_not_connected',
      message: 'Connect your Dropbox in your account settings to save exports there.',
    });
    // Disconnecting again changes nothing.
    expect((await client.delete('/api/v1/file_sync/connection')).statusCode).toBe(204);
  });

  it('is private: another person can neither see nor use someone’s connection', async () => {
    dropbox.addAccount({ email: 'hal@dropbox.test' });
    const owner = await person('dbx-owner');
    const other = await person('dbx-other');
    await connect(owner, 'hal@dropbox.test');
    const ownersSave = await finishedExport(bff, owner, 'Private talk');
    const uploads = dropbox.uploads.length;
    expect(await status(other)).toMatchObject({ connected: false, connected_at: null });
    expect((await other.post(ownersSave)).statusCode).toBe(404);
    const othersSave = await finishedExport(bff, other, 'Other talk');
    expect((await other.post(othersSave)).json().error.code).toBe('file_sync_not_connected');
    expect((await other.delete('/api/v1/file_sync/connection')).statusCode).toBe(204);
    expect(dropbox.uploads).toHaveLength(uploads);
    expect((await status(owner)).connected).toBe(true);
    expect(dropbox.liveTokens('hal@dropbox.test').length).toBeGreaterThan(0);
    // Signed out: nothing at all.
    const visitor = createClient(bff.app);
    expect((await visitor.get('/api/v1/file_sync')).statusCode).toBe(401);
    expect((await visitor.post('/api/v1/file_sync/connection')).statusCode).toBe(401);
  });

  /** The signed-in person's id, as the status call tells it. */
  async function userIdOf(client: TestClient): Promise<string> {
    return (await client.get('/api/v1/status')).json().user.id;
  }
});

describe('saving exports to Dropbox, not set up', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await createTestBff();
  });
  afterAll(async () => {
    await bff?.close();
  });

  it('is off: the status says so and every other call answers that it is not set up', async () => {
    const owner = await signedUpClient(bff.app, 'nosyncer');
    expect((await owner.get('/api/v1/file_sync')).json()).toEqual({
      provider: 'Dropbox',
      configured: false,
      connected: false,
      connected_at: null,
      ended: null,
    });
    for (const refused of [
      await owner.post('/api/v1/file_sync/connection'),
      await owner.post(await finishedExport(bff, owner)),
      await owner.delete('/api/v1/file_sync/connection'),
    ]) {
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error).toMatchObject({
        code: 'file_sync_not_configured',
        message: 'Saving to Dropbox is not set up on this Lectern.',
      });
    }
    expect((await owner.get('/api/v1/file_sync/callback?code=c&state=s')).statusCode).toBe(404);
  });
});

describe('an access token about to expire', () => {
  it('is refreshed before it is used, and the upload needs no second try', async () => {
    // Dropbox's tokens here last 30 s: less than the margin Lectern keeps before an expiry.
    const dropbox = await startDropboxDouble({ accessTokenTtlSeconds: 30 });
    dropbox.allowRedirect(CALLBACK);
    const bff = await createTestBff({ dropbox: dropbox.settings() });
    try {
      dropbox.addAccount({ email: 'jo@dropbox.test' });
      const client = await signedUpClient(bff.app, 'dbx-early');
      const url = (await client.post('/api/v1/file_sync/connection')).json().authorize_url;
      const callback = await dropbox.consent(url, 'jo@dropbox.test');
      await client.get(`${callback.pathname}${callback.search}`);
      const saved = await client.post(await finishedExport(bff, client, 'Early talk'));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(dropbox.tokenRequests.map((request) => request.form.grant_type)).toEqual([
        'authorization_code',
        'refresh_token',
      ]);
      expect(dropbox.uploads).toHaveLength(1);
    } finally {
      await bff.close();
      await dropbox.stop();
    }
  });
});

describe('a Dropbox app without its secret (PKCE alone)', () => {
  it('redeems the code with the app key and the verifier only', async () => {
    const dropbox = await startDropboxDouble({ appSecret: null });
    dropbox.allowRedirect(CALLBACK);
    const bff = await createTestBff({ dropbox: dropbox.settings() });
    try {
      dropbox.addAccount({ email: 'ivy@dropbox.test' });
      const client = await signedUpClient(bff.app, 'dbx-public');
      const url = (await client.post('/api/v1/file_sync/connection')).json().authorize_url;
      const callback = await dropbox.consent(url, 'ivy@dropbox.test');
      const answered = await client.get(`${callback.pathname}${callback.search}`);
      expect(answered.headers.location).toBe('/users/edit?file_sync=connected');
      const [redeemed] = dropbox.tokenRequests;
      expect(redeemed!.clientAuthentication).toBe('form');
      expect(redeemed!.form.client_id).toBe(dropbox.appKey);
      expect(redeemed!.form.client_secret).toBeUndefined();
      const challenge = new URL(url).searchParams.get('code_challenge');
      expect(createHash('sha256').update(redeemed!.form.code_verifier!).digest('base64url')).toBe(challenge);
    } finally {
      await bff.close();
      await dropbox.stop();
    }
  });
});
