import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './index.js';

/**
 * No S3 service runs here, so the adapter talks to a local server speaking the S3 REST
 * protocol's object calls (path-style PUT, GET, DELETE; XML errors), which also checks that
 * every request is signed with AWS Signature V4.
 */
describe('S3 storage over the S3 protocol', () => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const unsigned: string[] = [];
  let server: http.Server;
  let endpoint: string;

  beforeAll(async () => {
    server = http.createServer(async (request, response) => {
      const auth = request.headers.authorization ?? '';
      if (!auth.startsWith('AWS4-HMAC-SHA256 Credential=test-key/') || !request.headers['x-amz-date'])
        unsigned.push(request.url!);
      const key = decodeURIComponent(new URL(request.url!, 'http://s3').pathname);
      if (request.method === 'PUT') {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        objects.set(key, { body: Buffer.concat(chunks), type: String(request.headers['content-type']) });
        response.writeHead(200, { etag: '"x"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          response.writeHead(404, { 'content-type': 'application/xml' });
          response.end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
          );
          return;
        }
        response.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length }).end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else response.writeHead(405).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, gets with its type, answers null for a missing key, and deletes, all signed', async () => {
    const storage = createS3Storage({
      bucket: 'lectern',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });
    await storage.put('media/u1/m1/original', Buffer.from('png bytes'), 'image/png');
    expect(objects.get('/lectern/media/u1/m1/original')?.type).toBe('image/png');
    const stored = await storage.get('media/u1/m1/original');
    expect(stored).toMatchObject({ size: 9, contentType: 'image/png' });
    expect(await text(stored!.body)).toBe('png bytes');
    expect(await storage.get('media/u1/m1/missing')).toBeNull();
    await storage.delete('media/u1/m1/original');
    expect(objects.size).toBe(0);
    expect(unsigned).toEqual([]);
  });
});
