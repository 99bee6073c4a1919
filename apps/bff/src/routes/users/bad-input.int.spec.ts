import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, TEXT_CHARACTERS_MESSAGE } from '@lectern/contracts';
import { availableDatabaseKinds } from '@lectern/testing';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';
import { HOSTILE_CHARACTERS, HOSTILE_PATH_SEGMENTS } from '../../testing/hostile-text.js';

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
  'slide_template.html',
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

type Operations = Record<string, { parameters?: { in: string; name: string }[] }>;

/** Every route of the OpenAPI document with path parameters, with the one route it hides (media files). */
function routesWithPathParameters(doc: { paths: Record<string, Operations> }) {
  const routes = Object.entries(doc.paths).flatMap(([route, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const names = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      return names.length ? [{ method: method.toUpperCase(), route, names }] : [];
    }),
  );
  return [...routes, { method: 'GET', route: '/media-files/{id}/{variant}', names: ['id', 'variant'] }];
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
      for (const [name, character] of Object.entries(HOSTILE_CHARACTERS)) {
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

  it('answers 404 with the error JSON, never a 500, for a hostile value in every path parameter of every route', async () => {
    const routes = routesWithPathParameters(bff.app.swagger() as { paths: Record<string, Operations> });
    expect(routes.length).toBeGreaterThanOrEqual(80);
    const failures: string[] = [];
    for (const { method, route, names } of routes) {
      for (const name of names) {
        for (const [kind, segment] of Object.entries(HOSTILE_PATH_SEGMENTS)) {
          const url = route.replace(/\{([^}]+)\}/g, (_, param: string) => (param === name ? segment : deckId));
          const unsafe = method !== 'GET';
          const response = await client[method.toLowerCase() as 'get' | 'post'](url, unsafe ? {} : undefined);
          const shaped = errorResponse.safeParse(response.json()).success;
          if (response.statusCode !== 404 || !shaped) {
            failures.push(
              `${method} ${route} {${name}} ${kind}: ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses each hostile character in every query parameter of every route with a 4xx and the error JSON', async () => {
    const doc = bff.app.swagger() as { paths: Record<string, Operations> };
    const cases = Object.entries(doc.paths).flatMap(([route, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ method: method.toUpperCase(), url: route.replace(/\{[^}]+\}/g, deckId), name: p.name })),
      ),
    );
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const failures: string[] = [];
    for (const { method, url, name } of cases) {
      // A lone surrogate has no UTF-8 form: a query can not carry one.
      for (const [kind, character] of Object.entries(HOSTILE_CHARACTERS).filter(([kind]) => !kind.startsWith('lone'))) {
        const query = `${url}?${name}=${encodeURIComponent(`ab${character}cd`)}`;
        const unsafe = method !== 'GET';
        const response = await client[method.toLowerCase() as 'get' | 'post'](query, unsafe ? {} : undefined);
        const shaped = response.statusCode < 500 && errorResponse.safeParse(response.json()).success;
        if (response.statusCode < 400 || !shaped) {
          failures.push(
            `${method} ${url} ?${name} with ${kind}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
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

  it('keeps none of the names of a sign-up whose account could not be stored', async () => {
    const appendAll = bff.store.appendAll.bind(bff.store);
    bff.store.appendAll = async (appends) => {
      if (appends.some((part) => part.streamId.startsWith('user-'))) throw new Error('injected append failure');
      return appendAll(appends);
    };
    const failed = await createClient(bff.app).post('/api/v1/users', {
      user: { username: 'unlucky', email: 'unlucky@example.com', password: 'secret-password' },
    });
    bff.store.appendAll = appendAll;
    expect(failed.statusCode).toBe(500);
    expect(errorResponse.safeParse(failed.json()).success).toBe(true);
    const retried = await createClient(bff.app).post('/api/v1/users', {
      user: { username: 'unlucky', email: 'unlucky@example.com', password: 'secret-password' },
    });
    expect(retried.statusCode, retried.body).toBe(201);
  });
});
