import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlideTemplate, Theme } from '@lectern/contracts';
import { HOSTILE_CORPUS, unsafeParts } from '@lectern/deck-format/testing';
import { MARKUP_MAX_DEPTH } from '@lectern/deck-format';
import { SLIDE_TEMPLATE_HTML_MAX_LENGTH, SLIDE_TEMPLATES_PER_TEAM_MAX, ValidationError } from '@lectern/domain';
import { createClient, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';
import { inviteAndJoin, signUpTeam } from '../../testing/teams.js';

const slide = (text: string) =>
  `<section data-id="s1"><div class="sl-block" data-block-type="text" data-block-id="b1" style="left:80px;top:120px;width:800px;height:auto"><div class="sl-block-content"><h1>${text}</h1></div></div></section>`;

/** Slide templates through the API: personal and team libraries, who sees and changes them, cleaning, themes. */
describe('slide templates', () => {
  let bff: TestBff;
  let manager: TestClient;
  let member: TestClient;
  let otherManager: TestClient;
  let loner: TestClient;
  let stranger: TestClient;
  let brand: Theme;
  let quiet: Theme;

  beforeAll(async () => {
    bff = await createTestBff();
    manager = createClient(bff.app);
    expect((await signUpTeam(manager, 'Acme', 'acme', 'ann')).statusCode).toBe(201);
    member = (await inviteAndJoin(bff, manager, 'bo@example.com', 'bo')).client;
    otherManager = createClient(bff.app);
    expect((await signUpTeam(otherManager, 'Bee', 'bee', 'zed')).statusCode).toBe(201);
    loner = await signedUpClient(bff.app, 'lou');
    stranger = await signedUpClient(bff.app, 'sid');
    brand = (await manager.post('/api/v1/themes', { theme: { name: 'Brand' } })).json().theme;
    quiet = (await manager.post('/api/v1/themes', { theme: { name: 'Quiet' } })).json().theme;
  });
  afterAll(() => bff.close());

  const save = async (client: TestClient, path: string, body: Record<string, unknown>) => {
    const response = await client.post(`/api/v1${path}`, { slide_template: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { slide_template: SlideTemplate; sanitize_messages?: string[] };
  };
  const labels = async (client: TestClient, path: string) => {
    const response = await client.get(`/api/v1${path}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().results as SlideTemplate[]).map((template) => template.label);
  };

  describe('personal templates', () => {
    it('are saved by anyone signed in, on any plan, cleaned, and listed newest first', async () => {
      const { slide_template: first } = await save(loner, '/slide_templates', { label: 'Intro', html: slide('Hi') });
      expect(first).toMatchObject({ label: 'Intro', scope: 'personal', theme_ids: [], html: slide('Hi') });
      await save(loner, '/slide_templates', { html: slide('Later') });
      const list = (await loner.get('/api/v1/slide_templates')).json();
      expect(list).toMatchObject({ total: 2, page: 1, per_page: 50 });
      expect(list.results.map((template: SlideTemplate) => template.label)).toEqual(['Untitled', 'Intro']);
      const renamed = await loner.put(`/api/v1/slide_templates/${first.id}`, { slide_template: { label: 'Opening' } });
      expect(renamed.json().slide_template).toMatchObject({ label: 'Opening', html: slide('Hi') });
      expect((await loner.get(`/api/v1/slide_templates/${first.id}`)).json().slide_template.label).toBe('Opening');
    });

    it('are seen and used by nobody else: another person gets 404, a visitor 401', async () => {
      const { slide_template: mine } = await save(loner, '/slide_templates', { label: 'Mine', html: slide('Mine') });
      expect(await labels(stranger, '/slide_templates')).toEqual([]);
      for (const client of [stranger, manager]) {
        expect((await client.get(`/api/v1/slide_templates/${mine.id}`)).statusCode).toBe(404);
        const changed = await client.put(`/api/v1/slide_templates/${mine.id}`, { slide_template: { label: 'x' } });
        expect(changed.statusCode).toBe(404);
        expect((await client.delete(`/api/v1/slide_templates/${mine.id}`)).statusCode).toBe(404);
        // Nor through the team's library.
        expect((await client.get(`/api/v1/team/slide_templates/${mine.id}`)).statusCode).toBe(404);
      }
      const visitor = createClient(bff.app);
      expect((await visitor.get('/api/v1/slide_templates')).statusCode).toBe(401);
      expect((await visitor.post('/api/v1/slide_templates', { slide_template: { html: slide('x') } })).statusCode).toBe(
        401,
      );
      expect((await loner.get(`/api/v1/slide_templates/${mine.id}`)).json().slide_template.label).toBe('Mine');
    });

    it('are deleted by their owner', async () => {
      const { slide_template: gone } = await save(loner, '/slide_templates', { label: 'Gone', html: slide('Gone') });
      expect((await loner.delete(`/api/v1/slide_templates/${gone.id}`)).statusCode).toBe(204);
      expect((await loner.get(`/api/v1/slide_templates/${gone.id}`)).statusCode).toBe(404);
      expect((await loner.delete(`/api/v1/slide_templates/${gone.id}`)).statusCode).toBe(404);
      expect(await labels(loner, '/slide_templates')).not.toContain('Gone');
    });
  });

  describe('team templates', () => {
    let cover: SlideTemplate;
    let agenda: SlideTemplate;

    it("are saved by the team's managers and read by its members", async () => {
      cover = (await save(manager, '/team/slide_templates', { label: 'Cover', html: slide('Cover') })).slide_template;
      agenda = (await save(manager, '/team/slide_templates', { label: 'Agenda', html: slide('Agenda') }))
        .slide_template;
      expect(cover.scope).toBe('team');
      expect(await labels(member, '/team/slide_templates')).toEqual(['Agenda', 'Cover']);
      // Not among anyone's personal ones.
      expect(await labels(manager, '/slide_templates')).toEqual([]);
    });

    it('are changed only by managers; a member is refused', async () => {
      const refused = await member.post('/api/v1/team/slide_templates', { slide_template: { html: slide('No') } });
      expect(refused.statusCode).toBe(403);
      const put = await member.put(`/api/v1/team/slide_templates/${cover.id}`, { slide_template: { label: 'x' } });
      expect(put.statusCode).toBe(403);
      expect((await member.delete(`/api/v1/team/slide_templates/${cover.id}`)).statusCode).toBe(403);
      expect((await member.get(`/api/v1/team/slide_templates/${cover.id}`)).json().slide_template.label).toBe('Cover');
    });

    it('are not read by anyone outside the team', async () => {
      // Someone in no team has no team library; another team's manager reads only their own.
      expect((await loner.get('/api/v1/team/slide_templates')).statusCode).toBe(404);
      expect(await labels(otherManager, '/team/slide_templates')).toEqual([]);
      for (const client of [loner, otherManager]) {
        const one = await client.get(`/api/v1/team/slide_templates/${cover.id}`);
        expect(one.statusCode).toBe(404);
        expect(one.body).not.toContain('Cover');
        expect((await client.delete(`/api/v1/team/slide_templates/${cover.id}`)).statusCode).toBe(404);
      }
      expect((await createClient(bff.app).get('/api/v1/team/slide_templates')).statusCode).toBe(401);
    });

    it("are offered for the themes a manager chooses: members see those of their deck's theme, managers all", async () => {
      const added = await manager.post(`/api/v1/themes/${brand.id}/add_slide_template`, {
        slide_template_ids: [cover.id],
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().theme.slide_template_ids).toEqual([cover.id]);
      expect((await member.get(`/api/v1/themes/${brand.id}`)).json().theme.slide_template_ids).toEqual([cover.id]);
      expect((await member.get(`/api/v1/team/slide_templates/${cover.id}`)).json().slide_template.theme_ids).toEqual([
        brand.id,
      ]);

      expect(await labels(member, `/team/slide_templates?theme_id=${brand.id}`)).toEqual(['Agenda', 'Cover']);
      expect(await labels(member, `/team/slide_templates?theme_id=${quiet.id}`)).toEqual(['Agenda']);
      expect(await labels(member, '/team/slide_templates')).toEqual(['Agenda']);
      expect(await labels(manager, `/team/slide_templates?theme_id=${quiet.id}`)).toEqual(['Agenda', 'Cover']);

      const removed = await manager.delete(`/api/v1/themes/${brand.id}/remove_slide_template`, {
        slide_template_ids: [cover.id],
      });
      expect(removed.json().theme.slide_template_ids).toEqual([]);
      expect(await labels(member, `/team/slide_templates?theme_id=${quiet.id}`)).toEqual(['Agenda', 'Cover']);
    });

    it("are given to themes only by managers, and only templates of the theme's own team", async () => {
      const body = { slide_template_ids: [agenda.id] };
      expect((await member.post(`/api/v1/themes/${brand.id}/add_slide_template`, body)).statusCode).toBe(403);
      expect((await otherManager.post(`/api/v1/themes/${brand.id}/add_slide_template`, body)).statusCode).toBe(404);
      const theirs = (await save(otherManager, '/team/slide_templates', { label: 'Theirs', html: slide('Theirs') }))
        .slide_template;
      const personal = (await save(manager, '/slide_templates', { label: 'Own', html: slide('Own') })).slide_template;
      for (const ids of [[theirs.id], [personal.id], [agenda.id, 'no-such-template']]) {
        const refused = await manager.post(`/api/v1/themes/${brand.id}/add_slide_template`, {
          slide_template_ids: ids,
        });
        expect(refused.statusCode).toBe(404);
      }
      expect((await manager.get(`/api/v1/themes/${brand.id}`)).json().theme.slide_template_ids).toEqual([]);
    });

    it('are offered for every theme again once the only theme they were for is deleted', async () => {
      await manager.post(`/api/v1/themes/${quiet.id}/add_slide_template`, { slide_template_ids: [agenda.id] });
      expect(await labels(member, `/team/slide_templates?theme_id=${brand.id}`)).toEqual(['Cover']);
      expect((await manager.delete(`/api/v1/themes/${quiet.id}`)).statusCode).toBe(204);
      expect((await member.get(`/api/v1/team/slide_templates/${agenda.id}`)).json().slide_template.theme_ids).toEqual(
        [],
      );
      expect(await labels(member, `/team/slide_templates?theme_id=${brand.id}`)).toEqual(['Agenda', 'Cover']);
    });

    it('are deleted by a manager', async () => {
      expect((await manager.delete(`/api/v1/team/slide_templates/${cover.id}`)).statusCode).toBe(204);
      expect(await labels(member, `/team/slide_templates?theme_id=${brand.id}`)).toEqual(['Agenda']);
    });

    it('are at most the most a team may have', async () => {
      const acme = (await bff.app.teams.findBySlug('acme'))!;
      const owner = { scope: 'team' as const, teamId: acme.id, userId: acme.owner_id };
      const actor = { userId: acme.owner_id, correlationId: 'test' };
      const held = (await manager.get('/api/v1/team/slide_templates')).json().total as number;
      await Promise.all(
        Array.from({ length: SLIDE_TEMPLATES_PER_TEAM_MAX - held }, (_, i) =>
          bff.app.teams.slideTemplates.create(owner, { label: `${i}`, html: slide(`${i}`) }, actor),
        ),
      );
      const refused = await manager.post('/api/v1/team/slide_templates', {
        slide_template: { html: slide('One more') },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.fields).toEqual({
        slide_template: [`A team can have at most ${SLIDE_TEMPLATES_PER_TEAM_MAX} slide templates`],
      });
      await expect(bff.app.teams.slideTemplates.create(owner, { label: 'x', html: slide('x') }, actor)).rejects.toThrow(
        ValidationError,
      );
      // A page of the browser: the newest fifty, and the total.
      const page = (await member.get('/api/v1/team/slide_templates?page=2')).json();
      expect([page.results.length, page.total]).toEqual([50, SLIDE_TEMPLATES_PER_TEAM_MAX]);
    });
  });

  describe('cleaning', () => {
    it('cleans hostile markup as a save does and says what it took out', async () => {
      const saved = await save(loner, '/slide_templates', {
        label: '<img src=x onerror=alert(1)>',
        html: `<section data-id="s1"><p onclick="window.__xss=1">Hello</p><script>window.__xss=1</script><a href="javascript:window.__xss=1">link</a></section>`,
      });
      expect(unsafeParts(saved.slide_template.html)).toEqual([]);
      expect(saved.slide_template.html).toContain('Hello');
      expect(saved.sanitize_messages).toEqual(
        expect.arrayContaining(['Removed <script>', 'Removed the onclick attribute of <p>']),
      );
      // The label is text: kept as typed, escaped wherever it is shown.
      expect(saved.slide_template.label).toBe('<img src=x onerror=alert(1)>');
    });

    it('leaves nothing unsafe of any hostile case', async () => {
      const cases = HOSTILE_CORPUS.filter(({ markup }) => !/<\/?section/i.test(markup));
      const person = await signedUpClient(bff.app, 'hostile');
      for (const { name, markup } of cases.slice(0, 60)) {
        const response = await person.post('/api/v1/slide_templates', {
          slide_template: { html: `<section data-id="s1">${markup}</section>` },
        });
        expect(response.statusCode, name).toBe(201);
        expect(unsafeParts(response.json().slide_template.html), name).toEqual([]);
        await person.delete(`/api/v1/slide_templates/${response.json().slide_template.id}`);
      }
    });

    it('refuses what is not one slide, too large, too deep or not text, under its field', async () => {
      const refused = async (html: unknown) => {
        const response = await loner.post('/api/v1/slide_templates', { slide_template: { html } });
        expect(response.statusCode, response.body.slice(0, 200)).toBe(422);
        return response.json().error.fields as Record<string, string[]>;
      };
      const oneSlide = { 'slide_template.html': ['A template is one slide: keep it in one <section> element'] };
      expect(await refused(`${slide('a')}${slide('b')}`)).toEqual(oneSlide);
      expect(await refused(`<section>${slide('a')}${slide('b')}</section>`)).toEqual(oneSlide);
      expect(await refused('<p>no section</p>')).toEqual(oneSlide);
      const deep = `<section>${'<div>'.repeat(MARKUP_MAX_DEPTH + 5)}x${'</div>'.repeat(MARKUP_MAX_DEPTH + 5)}</section>`;
      expect(await refused(deep)).toEqual({ 'slide_template.html': ['This slide is too large or nests too deeply'] });
      expect(Object.keys(await refused(`<section>${'x'.repeat(SLIDE_TEMPLATE_HTML_MAX_LENGTH)}</section>`))).toEqual([
        'slide_template.html',
      ]);
      for (const html of ['<section>\u0000</section>', 42, null]) await refused(html);
      const long = await loner.post('/api/v1/slide_templates', {
        slide_template: { label: 'x'.repeat(201), html: slide('a') },
      });
      expect(Object.keys(long.json().error.fields)).toEqual(['slide_template.label']);
    });
  });
});
