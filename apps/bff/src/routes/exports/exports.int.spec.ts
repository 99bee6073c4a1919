import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deck } from '@lectern/contracts';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';
import { MAX_UNFINISHED_EXPORTS } from '../../exports/service.js';

/**
 * Asking for exports and reading them, through the policy: readers of a deck may export it;
 * a private link opens a deck for viewing only; each export is seen by the person who asked.
 * No worker runs here, so exports stay queued (the worker's own tests run them).
 */
describe('deck exports', () => {
  let bff: TestBff;
  let owner: TestClient;
  let reader: TestClient;
  let anonymous: TestClient;
  let publicDeck: Deck;
  let privateDeck: Deck;

  beforeAll(async () => {
    bff = await createTestBff();
    owner = await signedUpClient(bff.app, 'exporter');
    reader = await signedUpClient(bff.app, 'exportreader');
    anonymous = createClient(bff.app);
    await bff.setPlan('exporter', 'pro');
    publicDeck = await createDeck(owner, { title: 'Public talk' });
    privateDeck = await createDeck(owner, { title: 'Private talk', visibility: 'self' });
  });
  afterAll(() => bff.close());

  const exportsOf = (deck: Deck, query = '') => `/api/v1/decks/${deck.id}/exports${query}`;
  const ask = (client: TestClient, deck: Deck, body: unknown = { export: { format: 'pdf' } }, query = '') =>
    client.post(exportsOf(deck, query), body);

  it('queues an export with the options of the requester’s export settings, and lists it for them', async () => {
    for (const setting of [{ export_notes: true }, { export_margin: 10 }, { export_separate_fragments: false }]) {
      const saved = await owner.put('/api/v1/user_settings', { user_settings: setting });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const created = await ask(owner, publicDeck);
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json().export;
    expect(job).toMatchObject({
      deck_id: publicDeck.id,
      format: 'pdf',
      status: 'queued',
      progress: 0,
      url: null,
      error: null,
      deck_version: publicDeck.version,
      options: { notes: true, margin: 10, separate_fragments: false, slide_numbers: false, controls: false },
    });
    const read = await owner.get(`${exportsOf(publicDeck)}/${job.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().export.id).toBe(job.id);
    const listed = await owner.get(exportsOf(publicDeck));
    expect(listed.json().exports.map((e: { id: string }) => e.id)).toContain(job.id);
  });

  it('takes options given with the request over the settings, and refuses hostile ones', async () => {
    const zip = await ask(owner, publicDeck, { export: { format: 'zip', options: { controls: false } } });
    expect(zip.statusCode, zip.body).toBe(201);
    expect(zip.json().export.options).toMatchObject({ controls: false, margin: 0 });
    for (const body of [
      { export: { format: 'docx' } },
      { export: { format: 'pdf', options: { margin: 999 } } },
      { export: { format: 'pdf', options: { margin: -1 } } },
      { export: { format: 'pdf\u0000' } },
      { export: { format: 'pdf', extra: true } },
      {},
    ]) {
      expect((await ask(owner, publicDeck, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it('lets a signed-in reader of a public deck export it, and keeps each export to whoever asked', async () => {
    const mine = (await ask(reader, publicDeck)).json().export;
    expect(mine.status).toBe('queued');
    const owners = (await owner.get(exportsOf(publicDeck))).json().exports.map((e: { id: string }) => e.id);
    expect(owners).not.toContain(mine.id);
    expect((await owner.get(`${exportsOf(publicDeck)}/${mine.id}`)).statusCode).toBe(404);
    expect((await owner.get(`${exportsOf(publicDeck)}/${mine.id}/file`)).statusCode).toBe(404);
    expect((await reader.get(`${exportsOf(publicDeck)}/${mine.id}/file`)).statusCode).toBe(404);
    expect((await reader.get(`${exportsOf(publicDeck)}/not-an-id`)).statusCode).toBe(404);
    expect((await reader.get(`${exportsOf(privateDeck)}/${mine.id}`)).statusCode).toBe(404);
  });

  it('asks visitors to sign in, and tells strangers nothing of a private deck', async () => {
    expect((await ask(anonymous, publicDeck)).statusCode).toBe(401);
    expect((await anonymous.get(exportsOf(publicDeck))).statusCode).toBe(401);
    for (const response of [await ask(reader, privateDeck), await reader.get(exportsOf(privateDeck))]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Private talk');
    }
    expect((await ask(anonymous, privateDeck)).statusCode).toBe(404);
  });

  it('opens a private deck to its link holders for viewing only, not for exporting', async () => {
    const link = (
      await owner.post(`/api/v1/decks/${privateDeck.id}/access_tokens`, { access_token: { name: 'Board' } })
    ).json().access_token as { token: string };
    const query = `?token=${encodeURIComponent(link.token)}`;
    expect((await reader.get(`/api/v1/decks/${privateDeck.id}${query}`)).statusCode).toBe(200);
    expect((await ask(reader, privateDeck, undefined, query)).statusCode).toBe(403);
    expect((await ask(anonymous, privateDeck, undefined, query)).statusCode).toBe(401);
  });

  it('does not export a trashed deck', async () => {
    const doomed = await createDeck(owner, { title: 'Doomed' });
    expect((await owner.post(`/api/v1/decks/${doomed.id}/trash`)).statusCode).toBe(204);
    expect((await ask(owner, doomed)).statusCode).toBe(403);
    expect((await ask(reader, doomed)).statusCode).toBe(404);
  });

  it('keeps one person to a few exports in progress at once', async () => {
    const busy = await signedUpClient(bff.app, 'busyexporter');
    for (let i = 0; i < MAX_UNFINISHED_EXPORTS; i++) expect((await ask(busy, publicDeck)).statusCode).toBe(201);
    const refused = await ask(busy, publicDeck);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Please wait for your exports in progress to finish');
  });
});
