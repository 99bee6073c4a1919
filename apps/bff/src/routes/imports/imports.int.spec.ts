import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deck } from '@lectern/contracts';
import { IMPORT_MAX_BYTES } from '@lectern/domain';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

const HTML_DECK =
  '<!doctype html><html><body><div class="reveal"><div class="slides"><section>One</section></div></div></body></html>';

/** Taking files for import through the policy; no worker runs here, so imports stay queued. */
describe('imports', () => {
  let bff: TestBff;
  let owner: TestClient;
  let other: TestClient;
  let anonymous: TestClient;
  let deck: Deck;

  beforeAll(async () => {
    bff = await createTestBff();
    owner = await signedUpClient(bff.app, 'importer');
    other = await signedUpClient(bff.app, 'importsnoop');
    anonymous = createClient(bff.app);
    deck = await createDeck(owner, { title: 'Existing talk' });
  });
  afterAll(() => bff.close());

  const upload = (client: TestClient, body: string | Buffer, query = 'filename=talk.html') =>
    client.upload(`/api/v1/imports?${query}`, body, 'application/octet-stream', 'POST');

  it('takes a file into a new deck named after it, and shows the import to its requester only', async () => {
    const created = await upload(owner, HTML_DECK, 'filename=Quarterly%20plan.html');
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json().import;
    expect(job).toMatchObject({ kind: 'html', filename: 'Quarterly plan.html', status: 'queued', error: null });
    expect(job.deck).toMatchObject({ slug: 'quarterly-plan', user: { username: 'importer' } });
    expect((await owner.get(`/api/v1/imports/${job.id}`)).json().import.id).toBe(job.id);
    expect((await other.get(`/api/v1/imports/${job.id}`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/v1/imports/${job.id}`)).statusCode).toBe(401);
  });

  it("replaces a deck's content only for those who may edit it", async () => {
    const into = await upload(owner, HTML_DECK, `filename=talk.html&deck_id=${deck.id}`);
    expect(into.statusCode, into.body).toBe(201);
    expect(into.json().import.deck.id).toBe(deck.id);
    expect((await upload(other, HTML_DECK, `filename=talk.html&deck_id=${deck.id}`)).statusCode).toBe(403);
    expect((await upload(other, HTML_DECK, 'filename=talk.html&deck_id=no-such-deck')).statusCode).toBe(404);
    expect((await upload(anonymous, HTML_DECK)).statusCode).toBe(401);
  });

  it('refuses what is not a PDF, a PowerPoint file or an HTML deck, whatever its name, and files over 100 MB', async () => {
    for (const body of ['just some text', Buffer.from([0, 1, 2, 3, 4, 5]), 'GIF89a....']) {
      const refused = await upload(owner, body, 'filename=slides.pdf');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.message).toBe(
        'Please import a PDF, a PowerPoint (.pptx) file or a reveal.js HTML deck.',
      );
    }
    const tooLarge = await upload(owner, Buffer.alloc(IMPORT_MAX_BYTES + 1), 'filename=big.pdf');
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().error.message).toBe('Files up to 100 MB can be imported.');
    for (const query of ['', 'filename=', `filename=${'x'.repeat(300)}`, 'filename=a%00b.pdf'])
      expect((await upload(owner, HTML_DECK, query)).statusCode, query).toBe(422);
  });
});
