import { describe, expect, it } from 'vitest';
import type { Deck, Theme } from '@lectern/contracts';
import {
  autoSlideOptions,
  changesFrom,
  chosenSize,
  hasChanges,
  marginPercent,
  offeredFonts,
  offeredTransitions,
  valuesFromDeck,
  valuesWithTheme,
} from './settings-values';
import { slideFit } from './slide-fit';

const deck = {
  theme_id: null,
  title: 'Talk',
  slug: 'talk',
  description: '',
  width: 960,
  height: 700,
  margin: 0.05,
  theme_color: 'white-blue',
  theme_font: 'montserrat',
  transition: 'slide',
  background_transition: 'slide',
  center: false,
  slide_number: false,
  controls: true,
  rtl: false,
  should_loop: false,
  shuffle: false,
  upsizing_enabled: true,
  auto_slide_interval: 0,
  navigation_mode: 'default',
  time_limit: 0,
  share_notes: false,
  rolling_links: false,
  font_typekit: null,
  font_google: null,
  css_input: '',
  script_urls: ['https://cdn.example.com/chart.js'],
} as Deck;

describe('the slide size', () => {
  it('shows a preset size as that preset, another as custom', () => {
    expect(valuesFromDeck(deck).size).toBe('960x700');
    expect(valuesFromDeck({ ...deck, width: 800, height: 600 })).toMatchObject({
      size: 'custom',
      customWidth: '800',
      customHeight: '600',
    });
  });
  it('takes a preset, or the custom inputs with each side falling back to the default (spec/001 §5)', () => {
    expect(chosenSize({ size: '1280x720', customWidth: '1', customHeight: '1' })).toEqual({ width: 1280, height: 720 });
    expect(chosenSize({ size: 'custom', customWidth: '800', customHeight: '450' })).toEqual({
      width: 800,
      height: 450,
    });
    expect(chosenSize({ size: 'custom', customWidth: 'abc', customHeight: '500' })).toEqual({
      width: 960,
      height: 500,
    });
    expect(chosenSize({ size: 'custom', customWidth: '0', customHeight: '' })).toEqual({ width: 960, height: 700 });
    expect(chosenSize({ size: 'custom', customWidth: '-5', customHeight: '9999' })).toEqual({
      width: 960,
      height: 9999,
    });
  });
});

describe('changesFrom', () => {
  it('sends nothing when nothing changed', () => {
    expect(hasChanges(changesFrom(deck, 'Talk', 'talk', valuesFromDeck(deck)))).toBe(false);
  });
  it('sends the script URL rows trimmed and without empty ones, only when they changed', () => {
    const rows = (script_urls: string[]) => changesFrom(deck, 'Talk', 'talk', { ...valuesFromDeck(deck), script_urls });
    expect(rows([' https://cdn.example.com/chart.js ', ''])).toEqual({});
    expect(rows(['https://cdn.example.com/chart.js', ' https://b.example/b.js'])).toEqual({
      script_urls: ['https://cdn.example.com/chart.js', 'https://b.example/b.js'],
    });
    expect(rows([''])).toEqual({ script_urls: [] });
  });
  it('sends only what changed, the time limit as the rule reads it', () => {
    const values = { ...valuesFromDeck(deck), theme_color: 'black-mint', size: '1280x720', timeLimit: '20' };
    expect(changesFrom(deck, 'Talk', 'talk', values)).toEqual({
      theme_color: 'black-mint',
      width: 1280,
      height: 720,
      time_limit: 20,
    });
    expect(changesFrom(deck, 'Talk', 'talk', { ...valuesFromDeck(deck), timeLimit: 'soon' })).toEqual({});
    expect(changesFrom(deck, 'Talk', 'talk', { ...valuesFromDeck(deck), timeLimit: '5000' })).toEqual({
      time_limit: 1440,
    });
  });
  it('sends the slug along with a new title, so the address stays the one shown', () => {
    expect(changesFrom(deck, 'New talk', 'talk', valuesFromDeck(deck))).toEqual({ title: 'New talk', slug: 'talk' });
    expect(changesFrom(deck, 'Talk', 'my-talk', valuesFromDeck(deck))).toEqual({ title: 'Talk', slug: 'my-talk' });
  });
});

describe('the offered choices', () => {
  it('offers 12 fonts, and the deprecated one only to a deck that uses it', () => {
    expect(offeredFonts('montserrat')).toHaveLength(12);
    expect(offeredFonts('montserrat').map((font) => font.value)).not.toContain('overpass');
    expect(offeredFonts('overpass').map((font) => font.value)).toContain('overpass');
  });
  it('offers transitions without the deprecated ones, unless the deck uses one', () => {
    expect(offeredTransitions('slide').map((t) => t.value)).toEqual([
      'slide',
      'default',
      'concave',
      'fade',
      'none',
      'zoom',
    ]);
    expect(offeredTransitions('cube').map((t) => t.value)).toContain('cube');
  });
  it('offers auto-slide off and the presets, plus an interval of the deck that is none of them', () => {
    const options = autoSlideOptions(0);
    expect(options[0]).toEqual({ value: 0, label: 'Off' });
    expect(options.slice(1).map((option) => option.value / 1000)).toEqual([
      2, 4, 6, 8, 10, 15, 20, 30, 40, 60, 120, 180,
    ]);
    expect(autoSlideOptions(25_000).map((option) => option.value)).toContain(25_000);
    expect(autoSlideOptions(25_000)).toHaveLength(14);
  });
});

describe('the size preview', () => {
  it('shows the margin as a percentage', () => expect(marginPercent(0.05)).toBe(5));
  it('fits the slide inside the screen less the margin, keeping its shape', () => {
    const wide = slideFit({ width: 16, height: 9 }, { width: 1280, height: 720 }, 0.05);
    expect(wide.width).toBeCloseTo(95);
    expect(wide.height).toBeCloseTo(95);
    const tall = slideFit({ width: 3, height: 4 }, { width: 1280, height: 720 }, 0);
    expect(tall.width).toBeCloseTo(100);
    expect(tall.height).toBeCloseTo(((720 / 1280) * 3 * 100) / 4);
  });
});

describe('a team theme in the deck settings', () => {
  const theme = {
    id: 'theme-1',
    color: 'black-mint',
    font: 'league',
    transition: 'fade',
    background_transition: 'none',
    width: 1000,
    height: 500,
    center: true,
    rolling_links: true,
    less: 'h1 { color: red; }',
  } as Theme;

  it('takes over the look of the theme, and a save sends it with the theme id', () => {
    const values = valuesWithTheme(valuesFromDeck(deck), theme);
    expect(values).toMatchObject({ size: 'custom', customWidth: '1000', customHeight: '500' });
    expect(changesFrom(deck, 'Talk', 'talk', values)).toEqual({
      theme_id: 'theme-1',
      theme_color: 'black-mint',
      theme_font: 'league',
      transition: 'fade',
      background_transition: 'none',
      width: 1000,
      height: 500,
      center: true,
      rolling_links: true,
      css_input: 'h1 { color: red; }',
    });
  });
});
