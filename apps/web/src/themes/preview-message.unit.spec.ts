import { describe, expect, it } from 'vitest';
import { themePreviewMessage, type Theme } from '@lectern/contracts';
import { THEME_SAMPLE_SLIDE } from '@lectern/deck-format';
import { previewMessage, repaintDelayMs } from './preview-message';
import { draftFromTheme } from './theme-draft';

const saved: Theme = {
  id: 'theme-1',
  name: 'Brand',
  font: 'league',
  color: 'black-mint',
  transition: 'fade',
  background_transition: 'slide',
  width: 1280,
  height: 720,
  center: true,
  rolling_links: false,
  less: 'h1 { color: red; }',
  css: '.deck-slide h1{color:red}',
  html: '<p class="footer">Brand</p>',
  js: 'console.log(1)',
  palette: [],
  font_typekit: null,
  font_google: 'Lato',
  snippets: [],
  slide_template_ids: [],
  thumbnail_url: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('repaintDelayMs (spec/002 §4, §9)', () => {
  it('repaints 250 ms after an edit, 1,000 ms after an edit of the script', () => {
    expect(repaintDelayMs('a()', 'a()')).toBe(250);
    expect(repaintDelayMs('a()', 'a();b()')).toBe(1000);
  });
});

describe('previewMessage', () => {
  it('shows the sample slide in the look being edited, with its markup, the saved styling and fonts', () => {
    const draft = {
      ...draftFromTheme(saved),
      color: 'sky-blue',
      html: '<p>Typed</p>',
      size: 'custom',
      customWidth: '800',
      customHeight: '600',
    };
    const message = previewMessage(draft, saved, true);
    expect(themePreviewMessage.parse(message)).toEqual(message);
    expect(message.page).toMatchObject({
      view: 'preview',
      markup: THEME_SAMPLE_SLIDE,
      deck: {
        theme_color: 'sky-blue',
        theme_font: 'league',
        theme_html: '<p>Typed</p>',
        css_output: saved.css,
        font_google: 'Lato',
        width: 800,
        height: 600,
        center: true,
      },
    });
    expect(message.script).toBe('console.log(1)');
  });

  it('runs no script where the team does not allow scripts', () => {
    expect(previewMessage(draftFromTheme(saved), saved, false).script).toBe('');
  });
});
