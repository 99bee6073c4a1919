import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

let browsers = 0;

/**
 * What `fetch` is to a page of the web app served by this BFF, over `app.inject` (no network):
 * paths on the BFF's own origin, and the cookies the server sets sent back as a browser sends
 * them. The web app's API clients run on it unchanged against the real BFF. Each one has an
 * address of its own (rate limits count per address), apart from `createClient`'s.
 */
export function createBrowserFetch(app: FastifyInstance): typeof fetch {
  browsers += 1;
  const remoteAddress = `127.255.${Math.floor(browsers / 256) % 256}.${browsers % 256}`;
  const cookies = new Map<string, string>();

  function remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.maxAge === 0;
      if (cookie.value === '' || expired) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
  }

  return async (input, init = {}) => {
    if (typeof input !== 'string') throw new TypeError('the web clients fetch by path');
    const headers = Object.fromEntries(new Headers(init.headers));
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url: input,
      remoteAddress,
      headers,
      ...(init.body == null ? {} : { payload: await payloadOf(init.body) }),
    });
    remember(response);
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (name === 'set-cookie' || value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) answerHeaders.append(name, String(one));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: answerHeaders,
    });
  };
}

/** A JSON text, or a file's bytes (a media upload). */
async function payloadOf(body: BodyInit): Promise<string | Buffer> {
  if (typeof body === 'string') return body;
  if (body instanceof Blob) return Buffer.from(await body.arrayBuffer());
  throw new TypeError('the web clients send JSON text or a file');
}
