import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Theme } from '@lectern/contracts';
import { SNIPPET_TEMPLATE_MAX_LENGTH, SNIPPETS_PER_THEME_MAX, THEME_CSS_MAX_LENGTH } from '@lectern/domain';
import { availableDatabaseKinds } from '@lectern/testing';
import { createClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';
import { signUpTeam } from '../../testing/teams.js';

/** The worst a theme save can be sent: refused with 422 under its field, never a 500; and saves racing each other. */
describe.each(availableDatabaseKinds())('themes under hostile input (%s)', (kind) => {
  let bff: TestBff;
  let owner: TestClient;
  let theme: Theme;

  beforeAll(async () => {
    bff = await createTestBff({ kind });
    owner = createClient(bff.app);
    expect((await signUpTeam(owner, 'Acme', 'acme', 'ann')).statusCode).toBe(201);
    theme = (await owner.post('/api/v1/themes', { theme: { name: 'Brand' } })).json().theme;
  });
  afterAll(() => bff.close());

  const save = (changes: Record<string, unknown>) => owner.put(`/api/v1/themes/${theme.id}`, { theme: changes });
  const refusedOn = async (changes: Record<string, unknown>) => {
    const response = await save(changes);
    expect(response.statusCode, response.body).toBe(422);
    return response.json().error.fields as Record<string, string[]>;
  };

  it('compiles LESS of the largest size, and refuses any larger before reading it', async () => {
    const largest = `.a{color:red}${' '.repeat(THEME_CSS_MAX_LENGTH - 13)}`;
    const saved = await save({ less: largest });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().theme.css).toContain('color');
    expect(Object.keys(await refusedOn({ less: 'x'.repeat(THEME_CSS_MAX_LENGTH + 1) }))).toEqual(['theme.less']);
  });

  it('refuses deeply nested LESS, CSS and HTML under their fields', async () => {
    expect(await refusedOn({ less: `${'.a{'.repeat(5000)}color:red${'}'.repeat(5000)}` })).toEqual({
      'theme.less': ['Custom CSS can nest at most 24 levels'],
    });
    expect(await refusedOn({ less: `.a{width:${'calc('.repeat(5000)}1px${')'.repeat(5000)}}` })).toEqual({
      'theme.less': ['Custom CSS can nest at most 24 levels'],
    });
    expect(await refusedOn({ html: '<div>'.repeat(20_000) })).toEqual({
      'theme.html': ['This HTML is too large or nests too deeply'],
    });
  });

  it('keeps the most snippets of the largest size, and refuses one more', async () => {
    const template = `<p>{{Label::${'x'.repeat(SNIPPET_TEMPLATE_MAX_LENGTH - 20)}}}</p>`.slice(
      0,
      SNIPPET_TEMPLATE_MAX_LENGTH,
    );
    const snippets = Array.from({ length: SNIPPETS_PER_THEME_MAX }, (_, i) => ({
      title: `${i}`.padEnd(200, 't'),
      template,
    }));
    const saved = await save({ snippets });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    expect((await owner.get(`/api/v1/themes/${theme.id}`)).json().theme.snippets).toEqual(snippets);
    expect(Object.keys(await refusedOn({ snippets: [...snippets, snippets[0]] }))).toEqual(['theme.snippets']);
    expect(Object.keys(await refusedOn({ snippets: [{ title: 'x'.repeat(201), template: '' }] }))).toEqual([
      'theme.snippets.0.title',
    ]);
  });

  it('refuses NUL and lone surrogates in every text field with 422, never a 500', async () => {
    const fields: [string, (bad: string) => Record<string, unknown>][] = [
      ['theme.name', (bad) => ({ name: `a${bad}` })],
      ['theme.less', (bad) => ({ less: `.a{}${bad}` })],
      ['theme.html', (bad) => ({ html: `<p>${bad}</p>` })],
      ['theme.js', (bad) => ({ js: `x${bad}` })],
      ['theme.font_typekit', (bad) => ({ font_typekit: bad })],
      ['theme.font_google', (bad) => ({ font_google: bad })],
      ['theme.palette.0', (bad) => ({ palette: [`#00000${bad}`] })],
      ['theme.snippets.0.title', (bad) => ({ snippets: [{ title: bad, template: '' }] })],
      ['theme.snippets.0.template', (bad) => ({ snippets: [{ title: 't', template: `<p>${bad}</p>` }] })],
    ];
    for (const bad of ['\u0000', '\ud800', '\udfff']) {
      for (const [field, changes] of fields) expect(Object.keys(await refusedOn(changes(bad)))).toContain(field);
      const created = await owner.post('/api/v1/themes', { theme: { name: `x${bad}` } });
      expect(created.statusCode).toBe(422);
      expect(Object.keys(created.json().error.fields)).toEqual(['theme.name']);
    }
    expect((await owner.get(`/api/v1/themes/${theme.id}`)).json().theme.name).toBe('Brand');
  });

  it('answers each of two saves at once with its own result, and keeps both', async () => {
    const [named, coloured] = await Promise.all([save({ name: 'Racing' }), save({ color: 'black-orange' })]);
    expect(named.statusCode, named.body).toBe(200);
    expect(coloured.statusCode, coloured.body).toBe(200);
    expect(named.json().theme.name).toBe('Racing');
    expect(coloured.json().theme.color).toBe('black-orange');
    expect((await owner.get(`/api/v1/themes/${theme.id}`)).json().theme).toMatchObject({
      name: 'Racing',
      color: 'black-orange',
    });
    const [first, second] = await Promise.all([save({ name: 'One' }), save({ name: 'Two' })]);
    expect([first.json().theme.name, second.json().theme.name]).toEqual(['One', 'Two']);
  });
});
