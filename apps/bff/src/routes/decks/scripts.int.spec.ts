import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_CHARACTERS_MESSAGE, type Deck } from '@lectern/contracts';
import { DECK_SCRIPT_MAX_COUNT, scriptUrlMessages } from '@lectern/domain';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

const CHART = 'https://cdn.example.com/libs/chart.js';
const PLOT = 'https://plots.example.org/plot.min.js?v=2';
/** The CSP source of PLOT: its file, whatever the query. */
const PLOT_SOURCE = 'https://plots.example.org/plot.min.js';

/** `script-src` of a page answer. */
const scriptSrc = (headers: Record<string, unknown>) =>
  /script-src ([^;]*)/.exec(String(headers['content-security-policy']))?.[1] ?? '';

/** Deck script URLs (spec/001 §5, spec/002 §3) through the API and the pages that load them. */
describe('deck scripts', () => {
  let bff: TestBff;
  let sam: TestClient;
  let pat: TestClient;
  let anonymous: TestClient;
  let deck: Deck;
  let plain: Deck;

  const scripts = (client: TestClient, id: string, urls: unknown) =>
    client.put(`/api/v1/decks/${id}`, { deck: { script_urls: urls } });
  const read = async (client: TestClient, id: string) => (await client.get(`/api/v1/decks/${id}`)).json().deck as Deck;
  const allowScripts = async (allowed: boolean) => {
    const saved = await sam.put('/api/v1/team', { team: { allow_scripts: allowed } });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  beforeAll(async () => {
    bff = await createTestBff();
    sam = createClient(bff.app);
    const team = await sam.post('/api/v1/teams', {
      team: { name: 'Script Makers', slug: 'script-makers' },
      user: { username: 'sam', email: 'sam@example.com', password: 'secret-password' },
      subscription: { billing_period: 'yearly' },
    });
    expect(team.statusCode, team.body).toBe(201);
    pat = await signedUpClient(bff.app, 'pat');
    anonymous = createClient(bff.app);
    deck = await createDeck(sam, { title: 'Charts' });
    plain = await createDeck(sam, { title: 'No scripts' });
  });
  afterAll(() => bff.close());

  it('refuses scripts while the owner’s team does not allow them, and stores nothing', async () => {
    expect(await read(sam, deck.id)).toMatchObject({ script_urls: [], can_use_scripts: false, can_run_scripts: false });
    const refused = await scripts(sam, deck.id, [CHART]);
    expect(refused.statusCode).toBe(403);
    expect((await read(sam, deck.id)).script_urls).toEqual([]);

    // Someone in no team at all.
    const own = await createDeck(pat, { title: 'Mine' });
    expect((await scripts(pat, own.id, [CHART])).statusCode).toBe(403);
    expect(await read(pat, own.id)).toMatchObject({ script_urls: [], can_use_scripts: false });
  });

  it('stores https script URLs once the team allows scripts, as parsed and without repeats', async () => {
    await allowScripts(true);
    expect(await read(sam, deck.id)).toMatchObject({ can_use_scripts: true, can_run_scripts: true });
    const saved = await scripts(sam, deck.id, [' https://CDN.example.com/libs/chart.js ', CHART, PLOT]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().deck.script_urls).toEqual([CHART, PLOT]);
    // A stranger may view the public deck: its scripts run for them, they may not change them.
    expect(await read(pat, deck.id)).toMatchObject({
      script_urls: [CHART, PLOT],
      can_use_scripts: false,
      can_run_scripts: true,
    });
    expect((await scripts(pat, deck.id, [])).statusCode).toBe(403);
  });

  it.each([
    ['http', 'http://cdn.example.com/chart.js', scriptUrlMessages.https],
    ['javascript:', 'javascript:alert(document.cookie)', scriptUrlMessages.invalid],
    ['data:', 'data:text/javascript,alert(1)', scriptUrlMessages.invalid],
    ['a relative address', '/assets/app.js', scriptUrlMessages.invalid],
    ['a folder', 'https://cdn.example.com/libs/', scriptUrlMessages.invalid],
    ['a NUL', 'https://cdn.example.com/a\u0000.js', TEXT_CHARACTERS_MESSAGE],
  ])('refuses %s with its message on its field, and keeps what was stored', async (_, url, message) => {
    const refused = await scripts(sam, deck.id, [CHART, url]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ 'deck.script_urls.1': expect.arrayContaining([message]) });
    expect((await read(sam, deck.id)).script_urls).toEqual([CHART, PLOT]);
  });

  it('refuses more than the limit, very long addresses and what is not a list of text', async () => {
    const many = Array.from({ length: DECK_SCRIPT_MAX_COUNT + 1 }, (_, i) => `https://cdn.example.com/${i}.js`);
    for (const urls of [many, [`https://cdn.example.com/${'a'.repeat(5000)}.js`], CHART, [42], [null], { 0: CHART }])
      expect((await scripts(sam, deck.id, urls)).statusCode).toBe(422);
    expect((await read(sam, deck.id)).script_urls).toEqual([CHART, PLOT]);
  });

  it("opens the present pages' script-src to exactly those files, and says so in the page", async () => {
    for (const view of ['', '/fullscreen', '/embed', '/kiosk', '/present']) {
      for (const client of [sam, pat, anonymous]) {
        const page = await client.get(`/sam/${deck.slug}${view}`);
        expect(page.statusCode, view).toBe(200);
        expect(scriptSrc(page.headers).split(' ').sort(), view).toEqual(["'self'", CHART, PLOT_SOURCE].sort());
        expect(page.body).toContain(`<meta name="deck-scripts" content="${deck.id}">`);
        expect(page.headers['cache-control']).toContain('no-store');
        expect(String(page.headers.vary)).toContain('cookie');
      }
    }
    // Nothing else widens: the editor, other decks and pages, the API, the files.
    for (const path of [
      `/sam/${deck.slug}/edit`,
      `/sam/${deck.slug}/preview`,
      `/sam/${deck.slug}/export`,
      `/sam/${plain.slug}`,
      `/sam/${plain.slug}/fullscreen`,
      '/sam',
      '/users/settings',
      `/pat/${deck.slug}`,
      `/api/v1/decks/${deck.id}`,
    ]) {
      const page = await sam.get(path);
      expect(scriptSrc(page.headers), path).toBe("'self'");
      expect(page.body, path).not.toContain('deck-scripts');
    }
  });

  it('keeps a private deck’s scripts from those who may not see it, and runs them through a private link', async () => {
    const secret = await createDeck(sam, { title: 'Secret charts', visibility: 'self' });
    expect((await scripts(sam, secret.id, [CHART])).statusCode).toBe(200);
    expect(scriptSrc((await sam.get(`/sam/${secret.slug}`)).headers)).toContain(CHART);
    for (const client of [pat, anonymous]) {
      const page = await client.get(`/sam/${secret.slug}/fullscreen`);
      expect(scriptSrc(page.headers)).toBe("'self'");
      expect(page.body).not.toContain('deck-scripts');
    }
    const link = await sam.post(`/api/v1/decks/${secret.id}/access_tokens`, { access_token: { name: 'Board' } });
    expect(link.statusCode, link.body).toBe(201);
    const token = encodeURIComponent(link.json().access_token.token);
    const throughLink = await anonymous.get(`/sam/${secret.slug}/embed?token=${token}`);
    expect(scriptSrc(throughLink.headers)).toContain(CHART);
    expect(String(throughLink.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(scriptSrc((await anonymous.get(`/sam/${secret.slug}/embed?token=not-a-token`)).headers)).toBe("'self'");
  });

  it('copies scripts only to a copier whose team allows them', async () => {
    const forked = await pat.post(`/api/v1/decks/${deck.id}/fork`);
    expect(forked.statusCode, forked.body).toBe(201);
    expect((await read(pat, forked.json().deck.id)).script_urls).toEqual([]);
    const cloned = await sam.post(`/api/v1/decks/${deck.id}/clone`);
    expect((await read(sam, cloned.json().deck.id)).script_urls).toEqual([CHART, PLOT]);
  });

  it('stops running and changing them once the team turns scripts off; taking them away stays possible', async () => {
    await allowScripts(false);
    expect(await read(anonymous, deck.id)).toMatchObject({
      script_urls: [CHART, PLOT],
      can_use_scripts: false,
      can_run_scripts: false,
    });
    const page = await anonymous.get(`/sam/${deck.slug}`);
    expect(scriptSrc(page.headers)).toBe("'self'");
    expect(page.body).not.toContain('deck-scripts');
    expect((await scripts(sam, deck.id, [CHART])).statusCode).toBe(403);
    // Other settings of the deck still save, with its scripts sent back as they are.
    const other = await sam.put(`/api/v1/decks/${deck.id}`, {
      deck: { transition: 'fade', script_urls: [CHART, PLOT] },
    });
    expect(other.statusCode, other.body).toBe(200);
    const cleared = await scripts(sam, deck.id, []);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().deck.script_urls).toEqual([]);
  });
});
