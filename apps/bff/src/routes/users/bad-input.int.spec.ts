import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, TEXT_CHARACTERS_MESSAGE } from '@lectern/contracts';
import { availableDatabaseKinds } from '@lectern/testing';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

/** Characters no stored plain text may hold, by name. */
const HOSTILE: Record<string, string> = {
  nul: '\u0000',
  'lone high surrogate': '\uD800',
  'lone low surrogate': '\uDC00',
  'bidi override': '\u202E',
  'bidi isolate': '\u2066',
  'zero-width space': '\u200B',
  'zero-width joiner': '\u200D',
  'byte order mark': '\uFEFF',
};
/** Rich content and secrets keep zero-width and direction characters; only these are refused there. */
const BROKEN = new Set(['nul', 'lone high surrogate', 'lone low surrogate']);
const CONTENT_FIELDS = new Set([
  'deck.data',
  'deck.css_input',
  'html',
  'deck_share.body',
  'comment.message',
  'user.password',
  'user.current_password',
  'access_token.password',
  'theme.less',
  'theme.html',
  'theme.js',
  'theme.snippets.0.template',
]);

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

/** Every free-text string in a request schema, as the dotted path the error answer names. */
function textFields(schema: JsonSchema | undefined, path: string[] = []): string[][] {
  if (!schema) return [];
  if (schema.anyOf) return schema.anyOf.flatMap((option) => textFields(option, path));
  if (schema.enum || schema.const !== undefined) return [];
  if (schema.type === 'string') return [path];
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([name, field]) => textFields(field, [...path, name]));
  }
  if (schema.items) return textFields(schema.items, [...path, '0']);
  return [];
}

function bodyWith(path: string[], value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  return head === '0' ? [bodyWith(rest, value)] : { [head]: bodyWith(rest, value) };
}

describe.each(availableDatabaseKinds())('bad input is a 4xx (%s)', (kind) => {
  let bff: TestBff;
  let client: TestClient;
  let deckId: string;
  beforeAll(async () => {
    bff = await createTestBff({ kind });
    client = await signedUpClient(bff.app, 'walker');
    deckId = (await createDeck(client)).id;
  });
  afterAll(() => bff.close());

  it('refuses each hostile character in every stored text field of every route with 422 and a field message', async () => {
    const doc = bff.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
    };
    const cases: { method: string; url: string; field: string[] }[] = [];
    for (const [route, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content['application/json']?.schema;
        const url = route.replace(/\{[^}]+\}/g, deckId);
        for (const field of textFields(schema)) cases.push({ method: method.toUpperCase(), url, field });
      }
    }
    const fields = new Set(cases.map((c) => `${c.method} ${c.url.replace(deckId, '{id}')} ${c.field.join('.')}`));
    expect(fields.size).toBeGreaterThanOrEqual(22);
    const failures: string[] = [];
    for (const { method, url, field } of cases) {
      const key = field.join('.');
      for (const [name, character] of Object.entries(HOSTILE)) {
        if (CONTENT_FIELDS.has(key) && !BROKEN.has(name)) continue;
        const response = await client[method.toLowerCase() as 'post' | 'put'](url, bodyWith(field, `ab${character}cd`));
        const messages = response.statusCode === 422 ? (response.json().error.fields?.[key] ?? []) : [];
        if (!messages.includes(TEXT_CHARACTERS_MESSAGE)) {
          failures.push(`${method} ${url} ${key} with ${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps zero-width joiners (emoji) and direction marks in slide content', async () => {
    const data = '<section><p>Family: 👨\u200D👩\u200D👧 and \u200Fمرحبا</p></section>';
    const saved = await client.put(`/api/v1/decks/${deckId}`, { deck: { data, version: 1 } });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses e-mails with bidi-override or zero-width characters at sign-up', async () => {
    for (const email of ['eve\u202E@example.com', 'eve\u200B@example.com', '\uFEFFeve@example.com']) {
      const response = await createClient(bff.app).post('/api/v1/users', {
        user: { username: 'eve', email, password: 'secret-password' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.fields['user.email']).toContain(TEXT_CHARACTERS_MESSAGE);
    }
  });

  it('answers every body shape with the documented error JSON', async () => {
    const bodies: [string, string][] = [
      ['null', 'application/json'],
      ['[]', 'application/json'],
      ['[1,2]', 'application/json'],
      ['"text"', 'application/json'],
      ['42', 'application/json'],
      ['true', 'application/json'],
      ['{', 'application/json'],
      ['hello', 'text/plain'],
    ];
    await client.refreshCsrf();
    for (const url of ['/api/v1/decks', '/api/v1/users', '/api/v1/session', `/api/v1/decks/${deckId}`]) {
      for (const [payload, type] of bodies) {
        const response = await bff.app.inject({
          method: url.endsWith(deckId) ? 'PUT' : 'POST',
          url,
          payload,
          headers: { 'content-type': type },
        });
        expect(response.statusCode, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${url} ${payload}: ${response.body}`).toBeLessThan(500);
        expect(errorResponse.safeParse(response.json()).success, response.body).toBe(true);
      }
    }
  });

  it('refuses a non-ASCII CSRF header (403) and a non-ASCII unlock cookie (password asked) without a 500', async () => {
    const csrf = await bff.app.inject({ method: 'GET', url: '/api/v1/csrf' });
    const cookie = csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const token = (csrf.json() as { token: string }).token;
    const forged = `${'é'.repeat(token.length / 2)}`.padEnd(token.length, 'x');
    const response = await bff.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { user: { login: 'walker', password: 'secret-password' } },
      headers: { 'x-csrf-token': forged, cookie },
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error.code).toBe('csrf');

    await bff.setPlan('walker', 'pro');
    const privateDeck = (await createDeck(client, { visibility: 'self' })).id;
    const link = (await client.post(`/api/v1/decks/${privateDeck}/access_tokens`, {})).json().access_token;
    await client.put(`/api/v1/decks/${privateDeck}/access_tokens/${link.id}`, {
      access_token: { password: 'letmein' },
    });
    const visitor = await bff.app.inject({
      method: 'GET',
      url: `/api/v1/decks/${privateDeck}?token=${encodeURIComponent(link.token)}`,
      headers: { cookie: `lectern_link_${link.id}=${encodeURIComponent('é'.repeat(43))}` },
    });
    // As without the cookie: the link still asks for its password.
    expect(visitor.statusCode, visitor.body).toBe(401);
    expect(visitor.json().error.code).toBe('password_required');
  });

  it('releases the names of a sign-up that fails after claiming them', async () => {
    const append = bff.store.append.bind(bff.store);
    bff.store.append = (async (streamId: string, ...rest: unknown[]) => {
      if (streamId.startsWith('user-')) throw new Error('injected append failure');
      return (append as (...args: unknown[]) => unknown)(streamId, ...rest);
    }) as typeof bff.store.append;
    const failed = await createClient(bff.app).post('/api/v1/users', {
      user: { username: 'unlucky', email: 'unlucky@example.com', password: 'secret-password' },
    });
    bff.store.append = append;
    expect(failed.statusCode).toBe(500);
    expect(errorResponse.safeParse(failed.json()).success).toBe(true);
    const retried = await createClient(bff.app).post('/api/v1/users', {
      user: { username: 'unlucky', email: 'unlucky@example.com', password: 'secret-password' },
    });
    expect(retried.statusCode, retried.body).toBe(201);
  });
});
