import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDatabaseKinds } from '@lectern/testing';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../apps/bff/src/testing/client.js';
import { createTestBff, type TestBff } from '../../apps/bff/src/testing/harness.js';
import { HOSTILE_CHARACTERS, HOSTILE_PATH_SEGMENTS } from '../../apps/bff/src/testing/hostile-text.js';

/** Every page route of the web app with parameters (`/$username/$slugOrId/edit`), as its router knows them. */
async function pageRoutesWithParameters(): Promise<string[]> {
  const tree = await readFile(new URL('../../apps/web/src/routeTree.gen.ts', import.meta.url), 'utf8');
  const paths = [...tree.matchAll(/fullPath: '([^']+)'/g)].map((match) => match[1]!);
  return [...new Set(paths)].filter((path) => path.includes('$'));
}

// The server paints and checks pages before the app runs in the browser: a hostile segment in any
// page address is the app's not-found page with a 404, never a 500 from a look-up.
describe.each(availableDatabaseKinds())('page addresses with hostile segments (%s)', (kind) => {
  let bff: TestBff;
  let owner: TestClient;
  let slug: string;
  beforeAll(async () => {
    bff = await createTestBff({ kind });
    owner = await signedUpClient(bff.app, 'pagewalker');
    slug = (await createDeck(owner, { title: 'Walked deck', visibility: 'all' })).slug;
  });
  afterAll(() => bff.close());

  it('answers the app with a 404 for a hostile value in every parameter of every page route', async () => {
    const routes = await pageRoutesWithParameters();
    expect(routes).toContain('/$username/$slugOrId/embed');
    const real: Record<string, string> = { username: 'pagewalker', slugOrId: slug };
    const failures: string[] = [];
    for (const visitor of [owner, createClient(bff.app)]) {
      for (const route of routes) {
        const names = [...route.matchAll(/\$(\w+)/g)].map((match) => match[1]!);
        for (const name of names) {
          for (const [kind, segment] of Object.entries(HOSTILE_PATH_SEGMENTS)) {
            const url = route.replace(/\$(\w+)/g, (_, param: string) =>
              param === name ? segment : (real[param] ?? 'x'),
            );
            const response = await visitor.get(url);
            const isApp =
              String(response.headers['content-type']).startsWith('text/html') && response.body.includes('csrf-token');
            if (response.statusCode !== 404 || !isApp)
              failures.push(`${url} (${kind}): ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('opens a deck page whose ?token= no link could have as if it had none', async () => {
    const failures: string[] = [];
    for (const view of ['', '/embed', '/fullscreen', '/kiosk', '/present']) {
      for (const [kind, character] of Object.entries(HOSTILE_CHARACTERS).filter(([kind]) => !kind.startsWith('lone'))) {
        const url = `/pagewalker/${slug}${view}?token=${encodeURIComponent(`ab${character}cd`)}`;
        const response = await createClient(bff.app).get(url);
        if (response.statusCode !== 200)
          failures.push(`${url} (${kind}): ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
