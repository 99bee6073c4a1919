import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKUP_MAX_DEPTH } from '@lectern/deck-format';
import { deckContentStreamId } from '@lectern/domain';
import { newEventId } from '@lectern/event-store';
import { availableDatabaseKinds } from '@lectern/testing';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

/** The markup that once stopped the decks read model: a slide with 3,000 nested elements (32 KB). */
const POISON_DECK = `<section>${'<div>'.repeat(3000)}x${'</div>'.repeat(3000)}</section>`;
/** 60,000 elements never closed (293 KB): once seconds of cleaning. */
const UNCLOSED = `<section>${'<div>'.repeat(60_000)}`;

describe.each(availableDatabaseKinds())('write-path integrity on %s', (kind) => {
  let bff: TestBff;
  let owner: TestClient;
  let attacker: TestClient;

  beforeAll(async () => {
    bff = await createTestBff({ kind });
    owner = await signedUpClient(bff.app, 'ownerperson');
    attacker = await signedUpClient(bff.app, 'attacker');
  });
  afterAll(() => bff.close());

  const save = (client: TestClient, deckId: string, deck: Record<string, unknown>) =>
    client.put(`/api/v1/decks/${deckId}`, { deck });

  /** Another person's deck can be read and a new one appears: the decks read model goes on. */
  async function readModelGoesOn() {
    const other = await createDeck(owner, { title: `Still here ${newEventId().slice(0, 6)}` });
    expect((await owner.get(`/api/v1/decks/${other.id}`)).statusCode).toBe(200);
    expect((await createClient(bff.app).get(`/api/v1/decks/${other.id}`)).statusCode).toBe(200);
    expect((await owner.get(`/api/v1/decks/${other.id}/data`)).json().version).toBe(1);
  }

  it('refuses the poison deck and unclosed markup with a field message, storing nothing', async () => {
    const deck = await createDeck(attacker, { title: 'Poison' });
    for (const data of [POISON_DECK, UNCLOSED]) {
      const response = await save(attacker, deck.id, { data, version: 1 });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.fields['deck.data'][0]).toContain(String(MARKUP_MAX_DEPTH));
    }
    expect((await attacker.get(`/api/v1/decks/${deck.id}/data`)).json().version).toBe(1);
    await readModelGoesOn();
  });

  it('refuses a stale save as a conflict before looking at its markup', async () => {
    const deck = await createDeck(attacker, { title: 'Stale' });
    expect((await save(attacker, deck.id, { data: '<section>new</section>', version: 1 })).statusCode).toBe(200);
    const stale = await save(attacker, deck.id, { data: UNCLOSED, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('newer_version');
  });

  it('parks an event the decks projection cannot apply, reports it, and goes on', async () => {
    const deck = await createDeck(attacker, { title: 'Injected' });
    // Written past the API (as by an older version or a bug): content that is not markup at all.
    const injected = await bff.store.append(
      deckContentStreamId(deck.id),
      [
        {
          id: newEventId(),
          type: 'DeckContentSaved',
          data: { data: { not: 'markup' }, savedAt: new Date().toISOString(), restoredFrom: null },
          metadata: { actorId: null, correlationId: newEventId(), causationId: null },
        },
      ],
      { expectedVersion: 1 },
    );
    expect(await bff.waitFor(injected.position)).toBe(true);
    const ready = await createClient(bff.app).get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().parked_events).toEqual({ decks: 1 });
    await readModelGoesOn();
  });

  it('counts no slides for stored markup past the limits instead of overflowing', async () => {
    const deck = await createDeck(attacker, { title: 'Deep legacy' });
    const deep = `<section>${'<div>'.repeat(100_000)}</section>`;
    const injected = await bff.store.append(
      deckContentStreamId(deck.id),
      [
        {
          id: newEventId(),
          type: 'DeckContentSaved',
          data: { data: deep, savedAt: new Date().toISOString(), restoredFrom: null },
          metadata: { actorId: null, correlationId: newEventId(), causationId: null },
        },
      ],
      { expectedVersion: 1 },
    );
    expect(await bff.waitFor(injected.position)).toBe(true);
    expect((await attacker.get(`/api/v1/decks/${deck.id}`)).json().deck).toMatchObject({ version: 2, slide_count: 0 });
    await readModelGoesOn();
  });

  it('changes nothing when any field of an update is refused', async () => {
    await bff.setPlan('ownerperson', 'pro');
    const taken = await createDeck(owner, { title: 'Taken slug' });
    const deck = await createDeck(owner, { title: 'All or nothing' });
    // A visibility change first, then a slug another of the owner's decks has: refused as a whole.
    const response = await save(owner, deck.id, {
      visibility: 'self',
      title: 'Renamed',
      description: 'changed',
      slug: taken.slug,
      data: '<section>changed</section>',
      version: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields['deck.slug']).toBeDefined();
    const unchanged = {
      visibility: deck.visibility,
      title: 'All or nothing',
      slug: deck.slug,
      description: '',
      version: 1,
    };
    expect((await owner.get(`/api/v1/decks/${deck.id}`)).json().deck).toMatchObject(unchanged);
    expect((await owner.get(`/api/v1/decks/${deck.id}/data`)).json().version).toBe(1);
    const stale = await save(owner, deck.id, {
      visibility: 'self',
      title: 'Renamed',
      data: '<section></section>',
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect((await owner.get(`/api/v1/decks/${deck.id}`)).json().deck).toMatchObject(unchanged);
    const whole = await save(owner, deck.id, {
      visibility: 'self',
      slug: 'chosen-slug',
      data: '<section>B</section>',
      version: 1,
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.json().deck).toMatchObject({ visibility: 'self', slug: 'chosen-slug', version: 2 });
  });

  it('keeps /healthz answering while hostile saves arrive', async () => {
    const deck = await createDeck(attacker, { title: 'Flood' });
    const healthz = async () => {
      const started = performance.now();
      expect((await bff.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      return performance.now() - started;
    };
    const baseline = Math.max(...(await Promise.all(Array.from({ length: 5 }, healthz))));
    const hostile = Array.from({ length: 12 }, (_, index) =>
      save(attacker, deck.id, { data: index % 2 ? UNCLOSED : POISON_DECK, version: index % 3 ? 1 : 7 }),
    );
    const probes: number[] = [];
    const probing = (async () => {
      for (let i = 0; i < 10; i++) {
        probes.push(await healthz());
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const answers = await Promise.all(hostile);
    await probing;
    expect(answers.map((answer) => answer.statusCode).every((status) => status === 422 || status === 409)).toBe(true);
    // Seconds per probe when cleaning was quadratic; a generous margin over the quiet baseline now.
    expect(Math.max(...probes)).toBeLessThan(baseline + 1000);
  });

  it('answers a save before the read models show it; its author reads it next, and others once they show it', async () => {
    const deck = await createDeck(owner, { title: 'Read your writes' });
    const visitor = createClient(bff.app);
    const resume = await bff.pauseReadModels();
    let resumed = false;
    try {
      const saved = await save(owner, deck.id, { data: '<section>Saved while behind</section>', version: 1 });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().deck).toMatchObject({ version: 2, slide_count: 1 });
      // Another person reads what the read model shows meanwhile, at once.
      expect((await visitor.get(`/api/v1/decks/${deck.id}/data`)).json().version).toBe(1);
      // The author's next read waits for their save, however long the read models take.
      const read = owner.get(`/api/v1/decks/${deck.id}/data`).then((response) => ({ response, resumed }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      resumed = true;
      await resume();
      const { response, resumed: answeredAfterResume } = await read;
      expect(answeredAfterResume).toBe(true);
      expect(response.json()).toMatchObject({ version: 2, data: '<section>Saved while behind</section>' });
    } finally {
      if (!resumed) await resume();
    }
  });

  it('three editors saving in turn for 10 s: every save answers its own version, every stale one a 409', async () => {
    const deck = await createDeck(owner, { title: 'Three tabs' });
    const deadline = Date.now() + 10_000;
    const saves: { basedOn: number; status: number; version?: number }[] = [];
    const editor = async (name: string) => {
      let version = (await owner.get(`/api/v1/decks/${deck.id}/data`)).json().version as number;
      for (let edit = 0; Date.now() < deadline; edit++) {
        const response = await save(owner, deck.id, { data: `<section>${name} ${edit}</section>`, version });
        const answer = { basedOn: version, status: response.statusCode, version: response.json().deck?.version };
        saves.push(answer);
        if (response.statusCode === 200) version = answer.version;
        else version = (await owner.get(`/api/v1/decks/${deck.id}/data`)).json().version;
      }
    };
    await Promise.all(['ana', 'bo', 'cy'].map(editor));
    const succeeded = saves.filter((entry) => entry.status === 200);
    expect(saves.every((entry) => entry.status === 200 || entry.status === 409)).toBe(true);
    expect(saves.some((entry) => entry.status === 409)).toBe(true);
    // Each success is its own append on the version its author saw: no foreign version, no overwrite.
    for (const entry of succeeded) expect(entry.version).toBe(entry.basedOn + 1);
    expect(new Set(succeeded.map((entry) => entry.basedOn)).size).toBe(succeeded.length);
    const final = (await owner.get(`/api/v1/decks/${deck.id}/data`)).json().version;
    expect(final).toBe(1 + succeeded.length);
  });
});
