import { describe, expect, it } from 'vitest';
import { DEFAULT_DECK_SETTINGS, type DeckSettings } from '../deck/settings.js';
import { DEFAULT_THEME_FIELDS } from './fields.js';
import { followedSettings, settingsChangeWithTheme, themeDeckSettings, type ThemeLook } from './followed.js';

const taken: ThemeLook = {
  ...DEFAULT_THEME_FIELDS,
  color: 'black-mint',
  font: 'league',
  less: 'h1{color:red}',
  css: '.deck-slide h1{color:red}',
};
const changed: ThemeLook = {
  ...taken,
  color: 'sky',
  transition: 'fade',
  less: 'h1{color:blue}',
  css: '.deck-slide h1{color:blue}',
};

/** A deck that took `taken` (its settings hold the copies), then changed what `own` says. */
const deck = (own: Partial<DeckSettings> = {}, overrides: string[] = []): DeckSettings => ({
  ...DEFAULT_DECK_SETTINGS,
  ...themeDeckSettings(taken),
  theme_id: 'theme-1',
  ...own,
  theme_overrides: overrides,
});

describe('followedSettings', () => {
  it("shows the theme's settings as they are now", () => {
    const shown = followedSettings(deck(), changed);
    expect(shown).toMatchObject({
      theme_color: 'sky',
      transition: 'fade',
      css_input: 'h1{color:blue}',
      css_output: '.deck-slide h1{color:blue}',
    });
  });

  it('keeps what the deck changed itself, and its CSS with its compiled form', () => {
    const own = deck({ transition: 'zoom', css_input: 'p{}', css_output: '.deck-slide p{}' }, [
      'transition',
      'css_input',
    ]);
    expect(followedSettings(own, changed)).toMatchObject({
      theme_color: 'sky',
      transition: 'zoom',
      css_input: 'p{}',
      css_output: '.deck-slide p{}',
    });
  });

  it('leaves the settings as stored without a theme to follow, or when the deck names none', () => {
    expect(followedSettings(deck(), undefined)).toEqual(deck());
    const custom = { ...deck(), theme_id: null };
    expect(followedSettings(custom, changed)).toEqual(custom);
  });

  it('never touches what a theme does not give', () => {
    const own = deck({ margin: 0.1, slide_number: true });
    expect(followedSettings(own, changed)).toMatchObject({ margin: 0.1, slide_number: true });
  });
});

describe('settingsChangeWithTheme', () => {
  describe('a deck following a theme', () => {
    it('records a changed setting the theme gives as its own, once', () => {
      expect(settingsChangeWithTheme(deck(), { transition: 'zoom' }, changed)).toEqual({
        transition: 'zoom',
        theme_overrides: ['transition'],
      });
      expect(settingsChangeWithTheme(deck({}, ['transition']), { transition: 'fade' }, changed)).toEqual({
        transition: 'fade',
      });
    });

    it('records its CSS as its own under css_input', () => {
      expect(settingsChangeWithTheme(deck(), { css_input: 'p{}', css_output: '.deck-slide p{}' }, changed)).toEqual({
        css_input: 'p{}',
        css_output: '.deck-slide p{}',
        theme_overrides: ['css_input'],
      });
    });

    it('records nothing for a setting the theme does not give', () => {
      expect(settingsChangeWithTheme(deck(), { margin: 0.1 }, changed)).toEqual({ margin: 0.1 });
    });

    it('keeps what it showed when it leaves the theme (a colour of its own, spec/002 §4 "Custom")', () => {
      const stored = settingsChangeWithTheme(
        deck({ transition: 'zoom' }, ['transition']),
        { theme_id: null, theme_color: 'white-blue' },
        changed,
      );
      expect(stored).toMatchObject({
        theme_id: null,
        theme_color: 'white-blue',
        theme_font: 'league',
        transition: 'zoom',
        css_input: 'h1{color:blue}',
        theme_overrides: [],
      });
    });

    it('follows every setting of another theme it takes', () => {
      expect(
        settingsChangeWithTheme(deck({}, ['transition']), { theme_id: 'theme-2', theme_color: 'sky' }, changed),
      ).toEqual({
        theme_id: 'theme-2',
        theme_color: 'sky',
        theme_overrides: [],
      });
    });
  });

  describe('a deck of its own look', () => {
    it('stores the change as it is', () => {
      const custom = { ...DEFAULT_DECK_SETTINGS, transition: 'zoom' };
      expect(settingsChangeWithTheme(custom, { transition: 'fade' }, undefined)).toEqual({ transition: 'fade' });
    });

    it('starts following a theme it takes', () => {
      expect(settingsChangeWithTheme(DEFAULT_DECK_SETTINGS, { theme_id: 'theme-1' }, undefined)).toEqual({
        theme_id: 'theme-1',
        theme_overrides: [],
      });
    });
  });
});
