import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeckTemplate, Theme } from '@lectern/contracts';
import { createClient, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';
import { inviteAndJoin, signUpTeam } from '../../testing/teams.js';

/** GET /deck_templates and POST /decks with a deck template: blank decks for all, a theme's templates for its team. */
describe('deck templates', () => {
  let bff: TestBff;
  let manager: TestClient;
  let member: TestClient;
  let otherManager: TestClient;
  let loner: TestClient;
  let brand: Theme;
  let theirs: Theme;

  beforeAll(async () => {
    bff = await createTestBff();
    manager = createClient(bff.app);
    expect((await signUpTeam(manager, 'Acme', 'acme', 'ann')).statusCode).toBe(201);
    member = (await inviteAndJoin(bff, manager, 'bo@example.com', 'bo')).client;
    otherManager = createClient(bff.app);
    expect((await signUpTeam(otherManager, 'Bee', 'bee', 'zed')).statusCode).toBe(201);
    loner = await signedUpClient(bff.app, 'lou');
    brand = (await manager.post('/api/v1/themes', { theme: { name: 'Brand', color: 'black-mint' } })).json().theme;
    const marked = await manager.put(`/api/v1/themes/${brand.id}`, {
      theme: { html: '<p class="brand-band" onclick="steal()">Brand band</p>' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    await manager.post('/api/v1/themes', { theme: { name: 'Bare' } });
    theirs = (await otherManager.post('/api/v1/themes', { theme: { name: 'Theirs' } })).json().theme;
    for (const [label, text] of [
      ['Cover', 'Welcome'],
      ['Agenda', 'Today'],
    ]) {
      const saved = await manager.post('/api/v1/team/slide_templates', {
        slide_template: { label, html: `<section data-id="s1"><h2>${text}</h2></section>` },
      });
      await manager.post(`/api/v1/themes/${brand.id}/add_slide_template`, {
        slide_template_ids: [saved.json().slide_template.id],
      });
    }
  });
  afterAll(() => bff.close());

  const templates = async (client: TestClient): Promise<DeckTemplate[]> => {
    const response = await client.get('/api/v1/deck_templates.json');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results;
  };
  const create = (client: TestClient, deckTemplateId: string) =>
    client.post('/api/v1/decks', { deck: { deck_template_id: deckTemplateId } });

  it('offers everyone the blank white and black decks, and a team member the themes that have templates, with their markup', async () => {
    expect((await templates(loner)).map((template) => template.id)).toEqual(['blank-white', 'blank-black']);
    const offered = await templates(member);
    expect(offered.map((template) => template.title)).toEqual(['Blank (white)', 'Blank (black)', 'Brand']);
    expect(offered[2]).toMatchObject({
      id: `theme-${brand.id}`,
      theme_id: brand.id,
      theme_color: 'black-mint',
      slides: ['<section data-id="s1"><h2>Welcome</h2></section>', '<section data-id="s1"><h2>Today</h2></section>'],
    });
    // The theme's markup, as cleaned when the theme was saved, draws each card as decks of the theme are drawn.
    expect(offered[2]!.theme_html).toBe('<p class="brand-band">Brand band</p>');
    expect(offered.slice(0, 2).map((template) => template.theme_html)).toEqual(['', '']);
    expect((await createClient(bff.app).get('/api/v1/deck_templates')).statusCode).toBe(401);
  });

  it("starts a deck from a blank one's colour, or from a theme's look with its templates as slides", async () => {
    const black = await create(loner, 'blank-black');
    expect(black.statusCode, black.body).toBe(201);
    expect(black.json().deck).toMatchObject({ theme_color: 'black-blue', slide_count: 1 });

    const fromBrand = await create(member, `theme-${brand.id}`);
    expect(fromBrand.statusCode, fromBrand.body).toBe(201);
    const deck = fromBrand.json().deck;
    expect(deck).toMatchObject({ theme_id: brand.id, theme_color: 'black-mint', slide_count: 2 });
    const data = (await member.get(`/api/v1/decks/${deck.id}/data`)).json().data as string;
    expect(data).toMatch(/Welcome[\s\S]*Today/);
  });

  it("refuses another team's theme, and themes to someone in no team, as not found", async () => {
    expect((await create(member, `theme-${theirs.id}`)).statusCode).toBe(404);
    expect((await create(loner, `theme-${brand.id}`)).statusCode).toBe(404);
    expect((await create(member, 'theme-no-such-theme')).statusCode).toBe(404);
    expect((await create(member, 'something-else')).statusCode).toBe(404);
  });

  it("offers the team's default theme even without templates: a deck in its look, from one blank slide", async () => {
    const bare = (await manager.get('/api/v1/themes')).json().results.find((theme: Theme) => theme.name === 'Bare');
    expect((await manager.put('/api/v1/team', { team: { default_theme_id: bare.id } })).statusCode).toBe(200);
    const offered = await templates(member);
    expect(offered.map((template) => template.title)).toEqual(['Blank (white)', 'Blank (black)', 'Brand', 'Bare']);
    expect(offered[3]).toMatchObject({ id: `theme-${bare.id}`, theme_id: bare.id, slides: [] });
    const fromBare = await create(member, `theme-${bare.id}`);
    expect(fromBare.statusCode, fromBare.body).toBe(201);
    expect(fromBare.json().deck).toMatchObject({ theme_id: bare.id, slide_count: 1 });
  });
});
