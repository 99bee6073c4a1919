import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Team, Theme } from '@lectern/contracts';
import { THEMES_PER_TEAM_MAX, ValidationError } from '@lectern/domain';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';
import { inviteAndJoin, signUpTeam } from '../../testing/teams.js';

/** A team's themes through the API: who may read and edit them, the team's default, and what a save keeps. */
describe('themes', () => {
  let bff: TestBff;
  let owner: TestClient;
  let member: TestClient;
  let otherManager: TestClient;
  let outsider: TestClient;
  let anonymous: TestClient;
  let first: Theme;

  beforeAll(async () => {
    bff = await createTestBff();
    owner = createClient(bff.app);
    expect((await signUpTeam(owner, 'Acme', 'acme', 'ann')).statusCode).toBe(201);
    member = (await inviteAndJoin(bff, owner, 'bo@example.com', 'bo')).client;
    otherManager = createClient(bff.app);
    expect((await signUpTeam(otherManager, 'Bee', 'bee', 'zed')).statusCode).toBe(201);
    outsider = await signedUpClient(bff.app, 'olga');
    anonymous = createClient(bff.app);
  });
  afterAll(() => bff.close());

  const team = async (): Promise<Team> => (await owner.get('/api/v1/team')).json().team;
  const create = async (client: TestClient, theme: Record<string, unknown> = {}): Promise<Theme> => {
    const response = await client.post('/api/v1/themes', { theme });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().theme;
  };
  const save = (client: TestClient, id: string, theme: Record<string, unknown>) =>
    client.put(`/api/v1/themes/${id}`, { theme });

  it("makes a team's first theme its default, from the defaults and the looks chosen", async () => {
    expect((await owner.get('/api/v1/themes')).json()).toEqual({ results: [] });
    first = await create(owner, { name: 'Brand', color: 'black-orange' });
    expect(first).toMatchObject({
      name: 'Brand',
      color: 'black-orange',
      font: 'montserrat',
      transition: 'slide',
      background_transition: 'slide',
      width: 960,
      height: 700,
      less: '',
      css: '',
      html: '',
      js: '',
      palette: [],
      snippets: [],
      slide_template_ids: [],
    });
    const second = await create(owner, { name: '   ' });
    expect(second.name).toBe('Untitled');
    expect(await team()).toMatchObject({
      default_theme_id: first.id,
      themes: [
        { id: first.id, name: 'Brand' },
        { id: second.id, name: 'Untitled' },
      ],
    });
    expect((await owner.get('/api/v1/themes.json')).json().results.map((theme: Theme) => theme.id)).toEqual([
      first.id,
      second.id,
    ]);
  });

  it('refuses a theme beyond the most a team may have', async () => {
    const acme = (await bff.app.teams.findBySlug('acme'))!;
    const full = {
      ...acme,
      themes: Array.from({ length: THEMES_PER_TEAM_MAX }, (_, i) => ({ id: `${i}`, name: 'x' })),
    };
    await expect(bff.app.teams.themes.create(full, {}, { userId: null, correlationId: 'test' })).rejects.toThrow(
      new ValidationError({ theme: [`A team can have at most ${THEMES_PER_TEAM_MAX} themes`] }),
    );
    expect((await team()).themes).toHaveLength(2);
  });

  it('lets a member read the themes and use none of the write calls', async () => {
    expect((await member.get('/api/v1/themes')).json().results).toHaveLength(2);
    expect((await member.get(`/api/v1/themes/${first.id}`)).json().theme.name).toBe('Brand');
    expect((await member.post('/api/v1/themes', { theme: {} })).statusCode).toBe(403);
    expect((await save(member, first.id, { name: 'Mine' })).statusCode).toBe(403);
    expect((await member.delete(`/api/v1/themes/${first.id}`)).statusCode).toBe(403);
    expect((await owner.get(`/api/v1/themes/${first.id}`)).json().theme.name).toBe('Brand');
  });

  it("tells outsiders and another team's manager nothing, and asks anonymous visitors to sign in", async () => {
    const notFound = { code: 'not_found', message: 'Could not find theme data' };
    for (const client of [outsider, otherManager]) {
      for (const response of [
        await client.get(`/api/v1/themes/${first.id}`),
        await save(client, first.id, { name: 'Taken' }),
        await client.delete(`/api/v1/themes/${first.id}`),
        await client.get('/api/v1/themes/no-such-theme'),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toMatchObject(notFound);
      }
    }
    expect((await outsider.get('/api/v1/themes')).statusCode).toBe(404);
    expect((await outsider.post('/api/v1/themes', { theme: {} })).statusCode).toBe(404);
    expect((await otherManager.get('/api/v1/themes')).json()).toEqual({ results: [] });
    const onTeamHost = createClient(bff.app, { headers: { host: 'acme.lectern.test' } });
    await onTeamHost.post('/api/v1/users', {
      user: { username: 'pia', email: 'pia@example.com', password: 'secret-password' },
    });
    expect((await onTeamHost.get('/api/v1/themes')).statusCode).toBe(404);
    for (const response of [
      await anonymous.get('/api/v1/themes'),
      await anonymous.post('/api/v1/themes', { theme: {} }),
      await anonymous.get(`/api/v1/themes/${first.id}`),
      await save(anonymous, first.id, { name: 'x' }),
      await anonymous.delete(`/api/v1/themes/${first.id}`),
    ])
      expect(response.statusCode).toBe(401);
    expect((await owner.get(`/api/v1/themes/${first.id}`)).json().theme.name).toBe('Brand');
  });

  it("takes one of the team's own themes as its default, never another team's, and null", async () => {
    const theirs = await create(otherManager, { name: 'Theirs' });
    const refused = await owner.put('/api/v1/team', { team: { default_theme_id: theirs.id } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ 'team.default_theme_id': ['Could not find theme data'] });
    const [, second] = (await team()).themes;
    expect(
      (await owner.put('/api/v1/team', { team: { default_theme_id: second!.id } })).json().team.default_theme_id,
    ).toBe(second!.id);
    expect(
      (await owner.put('/api/v1/team', { team: { default_theme_id: null } })).json().team.default_theme_id,
    ).toBeNull();
    expect((await member.put('/api/v1/team', { team: { default_theme_id: first.id } })).statusCode).toBe(403);
    expect((await owner.put('/api/v1/team', { team: { default_theme_id: first.id } })).statusCode).toBe(200);
  });

  it("clears the team's default when its theme is deleted, and refuses saves to a deleted theme", async () => {
    const doomed = await create(owner, { name: 'Doomed' });
    await owner.put('/api/v1/team', { team: { default_theme_id: doomed.id } });
    const deleted = await owner.delete(`/api/v1/themes/${doomed.id}`);
    expect(deleted.statusCode).toBe(204);
    const after = await team();
    expect(after.default_theme_id).toBeNull();
    expect(after.themes.map((theme) => theme.id)).not.toContain(doomed.id);
    for (const response of [
      await owner.get(`/api/v1/themes/${doomed.id}`),
      await save(owner, doomed.id, { name: 'Back' }),
      await owner.delete(`/api/v1/themes/${doomed.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Could not find theme data');
    }
    // Deleting a theme that is not the default leaves the default alone.
    await owner.put('/api/v1/team', { team: { default_theme_id: first.id } });
    await owner.delete(`/api/v1/themes/${(await create(owner)).id}`);
    expect((await team()).default_theme_id).toBe(first.id);
  });

  it('refuses scripts while the team does not allow them, and keeps them once it does', async () => {
    const refused = await save(owner, first.id, { js: 'console.log(1)', name: 'Not saved' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ 'theme.js': ['Scripts are not allowed for this team'] });
    expect((await save(owner, first.id, { js: '' })).statusCode).toBe(200);
    await owner.put('/api/v1/team', { team: { allow_scripts: true } });
    const saved = await save(owner, first.id, { js: 'console.log(1)' });
    expect(saved.json().theme.js).toBe('console.log(1)');
    await owner.put('/api/v1/team', { team: { allow_scripts: false } });
    expect((await owner.get(`/api/v1/themes/${first.id}`)).json().theme).toMatchObject({
      name: 'Brand',
      js: 'console.log(1)',
    });
    expect((await save(owner, first.id, { js: '' })).json().theme.js).toBe('');
  });

  it('cleans the HTML as slide markup is cleaned, and says what it took out', async () => {
    const saved = await save(owner, first.id, {
      html: '<div class="logo" onclick="steal()">Acme<script>alert(1)</script><a href="javascript:alert(1)">x</a></div>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().theme.html).toBe('<div class="logo">Acme<a>x</a></div>');
    expect(saved.json().sanitize_messages).toEqual([
      'Removed the onclick attribute of <div>',
      'Removed <script>',
      'Removed the href attribute of <a>',
    ]);
    const clean = await save(owner, first.id, { html: '<p class="footer">Acme</p>' });
    expect(clean.json()).not.toHaveProperty('sanitize_messages');
    expect(clean.json().theme.html).toBe('<p class="footer">Acme</p>');
  });

  it("compiles the LESS into scoped CSS, and refuses CSS that does not compile with the compiler's message", async () => {
    const saved = await save(owner, first.id, { less: '@brand: #ff0000; .title { .mark { color: @brand; } }' });
    expect(saved.json().theme.css).toBe('.deck-slide .title .mark{color:#ff0000}');
    const broken = await save(owner, first.id, { less: '.title { color: ', name: 'Not saved' });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error.fields['theme.less']).toEqual([
      expect.stringMatching(/^Custom CSS could not be compiled/),
    ]);
    expect((await owner.get(`/api/v1/themes/${first.id}`)).json().theme).toMatchObject({
      name: 'Brand',
      less: '@brand: #ff0000; .title { .mark { color: @brand; } }',
    });
  });

  it('keeps snippets, and refuses one with a script or one mixing variables and a selection tag', async () => {
    const snippets = [
      { title: 'Quote', template: '<blockquote>{{Quote::Say it}}</blockquote>' },
      { title: 'Wrap', template: '<div class="box">[[selection]]</div>' },
    ];
    expect((await save(owner, first.id, { snippets })).json().theme.snippets).toEqual(snippets);
    const scripted = await save(owner, first.id, { snippets: [{ title: 'Bad', template: '<script>x()</script>' }] });
    expect(scripted.statusCode).toBe(422);
    expect(scripted.json().error.fields).toEqual({
      'theme.snippets.0.template': ['Scripts are not allowed. Please remove all script tags for this snippet to save.'],
    });
    const mixed = await save(owner, first.id, {
      snippets: [snippets[0]!, { title: 'Mixed', template: '{{Name}} [[selection]]' }],
    });
    expect(mixed.json().error.fields).toEqual({
      'theme.snippets.1.template': ['Templates can not mix variables and selection tags.'],
    });
    expect((await owner.get(`/api/v1/themes/${first.id}`)).json().theme.snippets).toEqual(snippets);
  });

  it("starts a member's new deck from the team's default theme; an explicit colour still wins", async () => {
    const look = {
      color: 'white-blue',
      font: 'news',
      transition: 'fade',
      background_transition: 'zoom',
      width: 1280,
      height: 720,
      center: true,
      rolling_links: true,
      font_google: 'Lato',
      font_typekit: 'abc1234',
      less: '.title { .mark { color: #00ff00; } }',
    };
    const theme = (await save(owner, first.id, look)).json().theme as Theme;
    await owner.put('/api/v1/team', { team: { default_theme_id: first.id } });
    const deck = await createDeck(member);
    expect(deck).toMatchObject({
      theme_id: first.id,
      theme_color: 'white-blue',
      theme_font: 'news',
      transition: 'fade',
      background_transition: 'zoom',
      width: 1280,
      height: 720,
      center: true,
      rolling_links: true,
      font_google: 'Lato',
      font_typekit: 'abc1234',
      css_input: look.less,
    });
    expect(deck.css_output).toContain(theme.css);
    expect((await createDeck(member, { theme_color: 'black-orange' })).theme_color).toBe('black-orange');
    expect(await createDeck(outsider)).toMatchObject({ theme_id: null, theme_font: 'montserrat', css_input: '' });
    await owner.put('/api/v1/team', { team: { default_theme_id: null } });
    expect(await createDeck(member)).toMatchObject({ theme_id: null, width: 960, css_input: '' });
  });
});
