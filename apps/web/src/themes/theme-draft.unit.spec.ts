import { describe, expect, it } from 'vitest';
import type { Theme } from '@lectern/contracts';
import { draftFromTheme, hasThemeChanges, themeChanges } from './theme-draft';

const theme: Theme = {
  id: 't1',
  name: 'Brand',
  font: 'montserrat',
  color: 'white-blue',
  transition: 'slide',
  background_transition: 'slide',
  width: 1280,
  height: 720,
  center: true,
  rolling_links: false,
  less: '',
  css: '',
  html: '',
  js: '',
  palette: ['#112233'],
  font_typekit: null,
  font_google: null,
  snippets: [{ title: 'Quote', template: '<blockquote>{{Quote}}</blockquote>' }],
  slide_template_ids: [],
  thumbnail_url: null,
  created_at: '2026-11-28T00:00:00.000Z',
  updated_at: '2026-11-28T00:00:00.000Z',
};

describe('theme drafts', () => {
  it('holds a preset size as its key and an odd one as custom', () => {
    expect(draftFromTheme(theme).size).toBe('1280x720');
    expect(draftFromTheme({ ...theme, width: 1000, height: 500 })).toMatchObject({
      size: 'custom',
      customWidth: '1000',
      customHeight: '500',
    });
  });

  it('sends only what changed, the size as numbers and lists whole', () => {
    const draft = draftFromTheme(theme);
    expect(hasThemeChanges(theme, draft)).toBe(false);
    const edited = {
      ...draft,
      name: 'Brand 2',
      size: 'custom',
      customWidth: 'x',
      customHeight: '600',
      palette: [...draft.palette, '#445566'],
    };
    expect(themeChanges(theme, edited)).toEqual({
      name: 'Brand 2',
      width: 960,
      height: 600,
      palette: ['#112233', '#445566'],
    });
  });

  it('does not share the theme’s lists with the draft', () => {
    const draft = draftFromTheme(theme);
    draft.snippets[0]!.title = 'Changed';
    expect(theme.snippets[0]!.title).toBe('Quote');
    expect(themeChanges(theme, draft)).toEqual({
      snippets: [{ title: 'Changed', template: theme.snippets[0]!.template }],
    });
  });
});
