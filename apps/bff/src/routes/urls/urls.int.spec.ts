import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, signUp, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

describe('GET /urls/check, with the real check', () => {
  let bff: TestBff;
  let client: TestClient;
  beforeAll(async () => {
    bff = await createTestBff();
    client = createClient(bff.app);
    await signUp(client, 'framer');
  });
  afterAll(() => bff.close());

  it('refuses loopback, private and metadata addresses and plain http', async () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://localhost/',
      'https://10.0.0.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/',
      'http://example.com/',
    ]) {
      const answer = await client.get(`/api/v1/urls/check.json?url=${encodeURIComponent(url)}`);
      expect(answer.statusCode, url).toBe(422);
      expect(answer.json().error.code).toBe('url_refused');
    }
  });

  it('asks for a signed-in person and an address of at most 2,000 characters', async () => {
    expect((await createClient(bff.app).get('/api/v1/urls/check?url=https%3A%2F%2Fexample.com')).statusCode).toBe(401);
    expect((await client.get('/api/v1/urls/check')).statusCode).toBe(422);
    expect((await client.get(`/api/v1/urls/check?url=https://a.example/${'a'.repeat(2000)}`)).statusCode).toBe(422);
  });
});

describe('GET /urls/check, answering', () => {
  let bff: TestBff;
  let client: TestClient;
  beforeAll(async () => {
    bff = await createTestBff({ framingCheck: async (url) => ({ framable: !url.includes('deny') }) });
    client = createClient(bff.app);
    await signUp(client, 'framer2');
  });
  afterAll(() => bff.close());

  it('says whether the page may be framed', async () => {
    const open = await client.get('/api/v1/urls/check?url=https%3A%2F%2Fexample.com%2Fopen');
    expect(open.json()).toEqual({ url: 'https://example.com/open', framable: true });
    const denied = await client.get('/api/v1/urls/check?url=https%3A%2F%2Fexample.com%2Fdeny');
    expect(denied.json()).toEqual({ url: 'https://example.com/deny', framable: false });
  });
});
