import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKUP_MAX_ATTRIBUTES, MARKUP_MAX_DEPTH, MARKUP_MAX_ELEMENTS } from '@lectern/deck-format';
import { availableDatabaseKinds } from '@lectern/testing';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

const MB = 1_000_000;
const rep = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const NESTED = `<section>${'<div>'.repeat(MARKUP_MAX_DEPTH - 2)}x${'</div>'.repeat(MARKUP_MAX_DEPTH - 2)}</section>`;

/**
 * The worst shapes at the limits: slides nested to the depth limit up to the element limit
 * (about 600 KB), 1 MB of elements with nearly as many attributes as allowed, and 1 MB of
 * unclosed elements; the first two are saved, the last refused.
 */
const HOSTILE = [
  NESTED.repeat(Math.floor(MARKUP_MAX_ELEMENTS / (MARKUP_MAX_DEPTH - 1))),
  rep(
    `<section><p ${Array.from({ length: MARKUP_MAX_ATTRIBUTES - 4 }, (_, i) => `data-a${i}="v"`).join(' ')}>x</p></section>`,
    MB,
  ),
  `<section>${'<div>'.repeat(MB / 5)}`,
];

describe.each(availableDatabaseKinds())('hostile saves on %s', (kind) => {
  let bff: TestBff;
  let savers: TestClient[];

  beforeAll(async () => {
    bff = await createTestBff({ kind });
    savers = await Promise.all(
      ['hostileone', 'hostiletwo', 'hostilethree'].map((name) => signedUpClient(bff.app, name)),
    );
  });
  afterAll(() => bff.close());

  it('cleans long markup off the request thread: /healthz answers while saves are being cleaned', async () => {
    const before = bff.cleaner.counts();
    const monitor = createClient(bff.app);
    let saving = true;
    let polls = 0;
    let answeredWhileCleaning = 0;
    const polling = (async () => {
      while (saving) {
        const health = await monitor.get('/healthz');
        expect(health.statusCode).toBe(200);
        polls++;
        // On one thread no answer could be sent while a cleaning is under way.
        if (bff.cleaner.counts().inProgress > 0) answeredWhileCleaning++;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const statuses = await Promise.all(
      savers.map(async (client) => {
        const deck = await createDeck(client, { title: 'Hostile' });
        let version = deck.version;
        const answers: number[] = [];
        for (const data of HOSTILE) {
          const response = await client.put(`/api/v1/decks/${deck.id}`, { deck: { data, version } });
          answers.push(response.statusCode);
          if (response.statusCode === 200) version = response.json().deck.version;
        }
        return answers;
      }),
    );
    saving = false;
    await polling;
    expect(statuses).toEqual(savers.map(() => [200, 200, 422]));
    const after = bff.cleaner.counts();
    expect(after.offThread - before.offThread).toBe(savers.length * HOSTILE.length);
    expect(polls).toBeGreaterThan(0);
    expect(answeredWhileCleaning).toBeGreaterThan(0);
  });

  it('answers a content save from what it decided, as the read model then shows it', async () => {
    const [client] = savers;
    const deck = await createDeck(client!, { title: 'Answer' });
    const markup = '<section>one</section><section><section>two</section><section>three</section></section>';
    const before = bff.cleaner.counts().onThread;
    const saved = await client!.put(`/api/v1/decks/${deck.id}`, { deck: { data: markup, version: deck.version } });
    expect(saved.statusCode).toBe(200);
    expect(bff.cleaner.counts().onThread).toBe(before + 1);
    const read = await client!.get(`/api/v1/decks/${deck.id}`);
    expect(saved.json().deck).toEqual(read.json().deck);
    expect(saved.json().deck).toMatchObject({ slide_count: 3, version: deck.version + 1 });
  });
});
