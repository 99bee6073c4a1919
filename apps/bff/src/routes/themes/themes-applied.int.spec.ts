import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deck, Theme } from '@lectern/contracts';
import { createClient, createDeck, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';
import { inviteAndJoin, signUpTeam } from '../../testing/teams.js';

const SLIDES =
  '<section><div class="sl-block" data-block-type="text" style="left:80px;top:100px;width:800px;height:auto"><div class="sl-block-content"><h1>Quarterly</h1></div></div></section><section><p>Two</p></section>';
const THEME_SCRIPT = "document.documentElement.dataset.themeScript = 'ran';";
const PRESENT_VIEWS = ['', '/fullscreen', '/embed', '/kiosk', '/present'];

/** `script-src` of a page answer. */
const scriptSrc = (headers: Record<string, unknown>) =>
  /script-src ([^;]*)/.exec(String(headers['content-security-policy']))?.[1] ?? '';

/** A team's theme drawn on, run in and followed by its members' decks (decision 0057). */
describe('themes applied to decks', () => {
  let bff: TestBff;
  let owner: TestClient;
  let member: TestClient;
  let anonymous: TestClient;
  let theme: Theme;
  let deck: Deck;

  const save = async (changes: Record<string, unknown>): Promise<Theme> => {
    const saved = await owner.put(`/api/v1/themes/${theme.id}`, { theme: changes });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().theme;
  };
  const read = async (client: TestClient): Promise<Deck> => {
    const answer = await client.get(`/api/v1/decks/${deck.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().deck;
  };
  const changeDeck = async (changes: Record<string, unknown>) => {
    const saved = await member.put(`/api/v1/decks/${deck.id}`, { deck: changes });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().deck as Deck;
  };
  const allowScripts = async (allowed: boolean) =>
    expect((await owner.put('/api/v1/team', { team: { allow_scripts: allowed } })).statusCode).toBe(200);

  beforeAll(async () => {
    bff = await createTestBff();
    owner = createClient(bff.app);
    expect((await signUpTeam(owner, 'Appliers', 'appliers', 'amy')).statusCode).toBe(201);
    member = (await inviteAndJoin(bff, owner, 'max@example.com', 'max')).client;
    anonymous = createClient(bff.app);
    const created = await owner.post('/api/v1/themes', { theme: { name: 'Brand' } });
    theme = created.json().theme;
    deck = await createDeck(member, { title: 'Quarterly' });
    expect(deck.theme_id).toBe(theme.id);
    const content = await member.put(`/api/v1/decks/${deck.id}`, { deck: { data: SLIDES, version: deck.version } });
    expect(content.statusCode, content.body).toBe(200);
  });
  afterAll(() => bff.close());

  it("draws the theme's cleaned markup on the member's deck: in its answer and on the server-painted slide", async () => {
    await save({
      html: '<p class="footer" onclick="steal()">Acme<script>alert(1)</script><a href="javascript:steal()">x</a></p>',
    });
    const cleaned = '<p class="footer">Acme<a>x</a></p>';
    for (const client of [member, owner, anonymous]) expect((await read(client)).theme_html).toBe(cleaned);
    for (const view of ['', '/fullscreen', '/embed']) {
      const page = await anonymous.get(`/max/${deck.slug}${view}`);
      expect(page.statusCode, view).toBe(200);
      // First in the first slide, before its blocks.
      expect(page.body, view).toMatch(
        /<section[^>]*><div class="deck-theme-html"><p class="footer">Acme<a>x<\/a><\/p><\/div><div class="sl-block"/,
      );
      expect(page.body, view).not.toContain('steal()');
      expect(page.body, view).not.toContain('alert(1)');
    }
  });

  it("follows the theme's later changes, keeping what the deck changed itself", async () => {
    expect(await read(anonymous)).toMatchObject({ theme_color: 'white-blue', transition: 'slide' });
    await save({ color: 'black-mint', transition: 'fade', font: 'league', html: '<p class="footer">Acme 2</p>' });
    // Every reader sees the change at once, an anonymous visitor's kept answer too.
    for (const client of [member, anonymous])
      expect(await read(client)).toMatchObject({
        theme_id: theme.id,
        theme_color: 'black-mint',
        theme_font: 'league',
        transition: 'fade',
        theme_html: '<p class="footer">Acme 2</p>',
      });
    expect((await anonymous.get(`/max/${deck.slug}`)).body).toContain('data-theme-color="black-mint"');

    // The member's own transition and CSS stay theirs; the theme's other changes still come.
    await changeDeck({ transition: 'zoom', css_input: 'h1 { color: #123456; }' });
    await save({ transition: 'concave', color: 'sky-blue', less: 'h1 { color: #ff0000; }' });
    const followed = await read(member);
    expect(followed).toMatchObject({
      theme_color: 'sky-blue',
      transition: 'zoom',
      css_input: 'h1 { color: #123456; }',
    });
    expect(followed.css_output).toContain('#123456');
    expect(followed.css_output).not.toContain('#ff0000');
    expect(followed).not.toHaveProperty('theme_overrides');

    // A colour of its own leaves the theme: the deck keeps what it showed, and no later change reaches it.
    const custom = await changeDeck({ theme_id: null, theme_color: 'white-blue' });
    expect(custom).toMatchObject({
      theme_id: null,
      theme_color: 'white-blue',
      theme_font: 'league',
      transition: 'zoom',
      theme_html: '',
    });
    await save({ font: 'news', html: '<p>Acme 3</p>' });
    expect(await read(member)).toMatchObject({ theme_font: 'league', theme_html: '' });
    expect((await member.get(`/max/${deck.slug}`)).body).not.toContain('deck-theme-html');

    // Taking the theme again follows all of it.
    expect(await changeDeck({ theme_id: theme.id })).toMatchObject({
      theme_color: 'sky-blue',
      theme_font: 'news',
      transition: 'concave',
      theme_html: '<p>Acme 3</p>',
    });
  });

  it("runs the theme's script only in present views of decks whose team allows scripts", async () => {
    await allowScripts(true);
    await save({ js: THEME_SCRIPT });
    const hash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
    expect(await read(anonymous)).toMatchObject({ can_run_scripts: true, theme_js: THEME_SCRIPT });
    for (const view of PRESENT_VIEWS) {
      const page = await anonymous.get(`/max/${deck.slug}${view}`);
      expect(scriptSrc(page.headers).split(' ').sort(), view).toEqual(["'self'", hash].sort());
      expect(page.body, view).toContain(`<meta name="deck-scripts" content="${deck.id}">`);
    }
    // Never the editor, nor any other page of the app.
    for (const path of [`/max/${deck.slug}/edit`, `/max/${deck.slug}/review`, '/max', '/themes']) {
      const page = await member.get(path);
      expect(scriptSrc(page.headers), path).toBe("'self'");
      expect(page.body, path).not.toContain('deck-scripts');
    }

    await allowScripts(false);
    expect(await read(anonymous)).toMatchObject({ can_run_scripts: false, theme_js: '' });
    expect(await read(member)).toMatchObject({ can_run_scripts: false, theme_js: '' });
    for (const view of PRESENT_VIEWS) {
      const page = await member.get(`/max/${deck.slug}${view}`);
      expect(scriptSrc(page.headers), view).toBe("'self'");
      expect(page.body, view).not.toContain('deck-scripts');
    }
  });
});
