import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropboxContentHash, startDropboxDouble, type DropboxDouble } from './server.js';

const REDIRECT = 'http://lectern.test/callback';

/** The double answers as Dropbox does, also where Lectern's own tests never lead it. */
describe('the Dropbox double', () => {
  let dropbox: DropboxDouble;
  beforeAll(async () => {
    dropbox = await startDropboxDouble({ appKey: 'appkey1', appSecret: 'appsecret1' });
    dropbox.allowRedirect(REDIRECT);
    dropbox.addAccount({ email: 'kim@dropbox.test' });
  });
  afterAll(async () => {
    await dropbox?.stop();
  });

  const authorizeUrl = (changes: Record<string, string> = {}) =>
    `${dropbox.url}/oauth2/authorize?${new URLSearchParams({
      client_id: 'appkey1',
      response_type: 'code',
      redirect_uri: REDIRECT,
      state: 'st',
      code_challenge: createHash('sha256').update('v'.repeat(43)).digest('base64url'),
      code_challenge_method: 'S256',
      token_access_type: 'offline',
      ...changes,
    })}`;

  const token = (form: Record<string, string>, basic = true) =>
    fetch(`${dropbox.url}/oauth2/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(basic ? { authorization: `Basic ${Buffer.from('appkey1:appsecret1').toString('base64')}` } : {}),
      },
      body: new URLSearchParams(form),
    });

  const upload = (accessToken: string, argument: string, body = 'file') =>
    fetch(`${dropbox.url}/2/files/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/octet-stream',
        'dropbox-api-arg': argument,
      },
      body,
    });

  async function tokens() {
    const back = await dropbox.consent(authorizeUrl(), 'kim@dropbox.test');
    const answer = await token({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: REDIRECT,
      code_verifier: 'v'.repeat(43),
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as { access_token: string; refresh_token: string };
  }

  it('shows an error page, never a redirect, for an unknown app or redirect URI', async () => {
    for (const url of [authorizeUrl({ client_id: 'other' }), authorizeUrl({ redirect_uri: 'http://evil.test/cb' })]) {
      const answer = await fetch(url, { redirect: 'manual' });
      expect(answer.status).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
    }
  });

  it('issues tokens for a code once, with its verifier and redirect URI only', async () => {
    const back = await dropbox.consent(authorizeUrl(), 'kim@dropbox.test');
    expect(back.searchParams.get('state')).toBe('st');
    const code = back.searchParams.get('code')!;
    const wrong = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: 'x'.repeat(43),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'invalid code verifier',
    });
    const again = await dropbox.consent(authorizeUrl(), 'kim@dropbox.test');
    const good = await token({
      grant_type: 'authorization_code',
      code: again.searchParams.get('code')!,
      redirect_uri: REDIRECT,
      code_verifier: 'v'.repeat(43),
    });
    expect(await good.json()).toMatchObject({
      token_type: 'bearer',
      expires_in: 14_400,
      access_token: expect.stringMatching(/^sl\./),
      refresh_token: expect.any(String),
      account_id: expect.stringMatching(/^dbid:/),
    });
    const badClient = await token(
      { grant_type: 'refresh_token', refresh_token: 'r', client_id: 'appkey1', client_secret: 'no' },
      false,
    );
    expect(await badClient.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('takes an upload as Dropbox does, and refuses a malformed one in its words', async () => {
    const { access_token } = await tokens();
    const saved = await upload(access_token, JSON.stringify({ path: '/Lectern/a.pdf', mode: 'add', autorename: true }));
    expect(await saved.json()).toMatchObject({
      name: 'a.pdf',
      path_display: '/Lectern/a.pdf',
      path_lower: '/lectern/a.pdf',
      size: 4,
      content_hash: dropboxContentHash(Buffer.from('file')),
    });
    const conflict = await upload(
      access_token,
      JSON.stringify({ path: '/Lectern/A.pdf', mode: 'add', autorename: false }),
    );
    expect(conflict.status).toBe(409);
    expect((await conflict.json()).error_summary).toMatch(/^path\/conflict\/file\//);
    const notJson = await upload(access_token, '{path');
    expect(notJson.status).toBe(400);
    expect(notJson.headers.get('content-type')).toMatch(/^text\/plain/);
    const unknown = await upload('sl.nothing', JSON.stringify({ path: '/a' }));
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({
      error_summary: 'invalid_access_token/..',
      error: { '.tag': 'invalid_access_token' },
    });
  });

  it('refreshes while the grant lasts, and revocation ends it with every access token', async () => {
    const { access_token, refresh_token } = await tokens();
    dropbox.expireAccessTokens();
    const expired = await upload(access_token, JSON.stringify({ path: '/b.pdf' }));
    expect((await expired.json()).error).toEqual({ '.tag': 'expired_access_token' });
    const refreshed = (await (await token({ grant_type: 'refresh_token', refresh_token })).json()) as {
      access_token: string;
      refresh_token?: string;
    };
    expect(refreshed.refresh_token).toBeUndefined();
    const revoked = await fetch(`${dropbox.url}/2/auth/token/revoke`, {
      method: 'POST',
      headers: { authorization: `Bearer ${refreshed.access_token}` },
    });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toBeNull();
    const after = await token({ grant_type: 'refresh_token', refresh_token });
    expect(await after.json()).toEqual({ error: 'invalid_grant', error_description: 'refresh token has been revoked' });
  });
});
