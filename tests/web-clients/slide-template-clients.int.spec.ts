import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestBff, type TestBff } from '../../apps/bff/src/testing/harness.js';
import {
  changeThemeTemplates,
  createSlideTemplate,
  deckTemplatesQueryOptions,
  deleteSlideTemplate,
  slideTemplatesQueryOptions,
  templateDecksQueryOptions,
} from '../../apps/web/src/api/slide-templates.js';
import { createDeck } from '../../apps/web/src/api/decks.js';
import { signUpTeam } from '../../apps/web/src/api/teams.js';
import { createTheme } from '../../apps/web/src/api/themes.js';
import { openPage, showPage } from './page.js';

const slide = (text: string) => `<section data-id="s1"><h2>${text}</h2></section>`;

// The template browser's calls through the web app's clients, every answer checked against its contract.
describe('slide templates, as the web app asks for them', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await createTestBff();
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await bff.close();
  });

  it("saves, lists a page at a time, offers for a theme and deletes templates, and lists the browser's decks", async () => {
    showPage(await openPage(bff.app));
    await signUpTeam({
      team: { name: 'Browser Works', slug: 'browserworks' },
      user: { username: 'browserowner', email: 'browserowner@example.com', password: 'secret-password' },
      subscription: { billing_period: 'monthly' },
    });
    const { theme } = await createTheme({ name: 'Brand' });
    const saved = await createSlideTemplate('team', {
      label: 'Cover',
      html: '<section data-id="s1"><h2 onclick="x()">Cover</h2></section>',
    });
    expect(saved.sanitize_messages).toEqual(['Removed the onclick attribute of <h2>']);
    await createSlideTemplate('personal', { label: 'Mine', html: slide('Mine') });
    expect((await changeThemeTemplates(theme.id, [saved.slide_template.id], 'add')).theme.slide_template_ids).toEqual([
      saved.slide_template.id,
    ]);

    const queries = new QueryClient();
    const team = await queries.fetchInfiniteQuery(slideTemplatesQueryOptions('team', theme.id));
    expect(team.pages[0]).toMatchObject({ total: 1, page: 1, per_page: 50 });
    expect(team.pages[0]!.results[0]).toMatchObject({ label: 'Cover', theme_ids: [theme.id] });
    const own = await queries.fetchInfiniteQuery(slideTemplatesQueryOptions('personal', null));
    expect(own.pages[0]!.results.map((template) => template.label)).toEqual(['Mine']);

    const deckTemplates = await new QueryClient().fetchQuery(deckTemplatesQueryOptions());
    expect(deckTemplates.map((template) => template.title)).toEqual(['Blank (white)', 'Blank (black)', 'Brand']);
    const fromBrand = await createDeck({ deck_template_id: `theme-${theme.id}` });
    expect(fromBrand).toMatchObject({ theme_id: theme.id, slide_count: 1 });

    await deleteSlideTemplate('team', saved.slide_template.id);
    const afterDelete = await new QueryClient().fetchInfiniteQuery(slideTemplatesQueryOptions('team', theme.id));
    expect(afterDelete.pages[0]!.total).toBe(0);

    await createDeck({ title: 'Source deck' });
    for (const source of ['own', 'team'] as const) {
      const decks = await new QueryClient().fetchInfiniteQuery(templateDecksQueryOptions(source));
      expect(
        decks.pages[0]!.results.map((deck) => deck.title),
        source,
      ).toContain('Source deck');
    }
  });
});
