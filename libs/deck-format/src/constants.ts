/** Business constants of the deck format (spec/000 §9, spec/001 §5 and §9). */

export interface SlideSize {
  readonly width: number;
  readonly height: number;
}

export const DEFAULT_SLIDE_SIZE: SlideSize = { width: 960, height: 700 };
/** The preset sizes offered besides a custom one; the default comes first. */
export const SLIDE_SIZES: readonly SlideSize[] = [
  DEFAULT_SLIDE_SIZE,
  { width: 1024, height: 576 },
  { width: 1280, height: 720 },
  { width: 960, height: 720 },
  { width: 600, height: 800 },
];
/** Custom size inputs take at most 4 characters; below 1 or not a number falls back to the default. */
export const SLIDE_SIZE_MAX_DIGITS = 4;

/** A custom slide size per the fallback rules: each side that is not a number of at least 1 takes the default. */
export function slideSizeFrom(width: unknown, height: unknown): SlideSize {
  const side = (value: unknown, fallback: number) => {
    const number = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
    return Number.isFinite(number) && number >= 1 ? Math.min(Math.round(number), 9999) : fallback;
  };
  return { width: side(width, DEFAULT_SLIDE_SIZE.width), height: side(height, DEFAULT_SLIDE_SIZE.height) };
}

export interface ThemePalette {
  readonly background: string;
  readonly text: string;
  readonly heading: string;
  readonly link: string;
}

/** The 18 theme colours, named background-accent, with the colours they paint. */
export const THEME_COLORS = {
  'white-blue': { background: '#ffffff', text: '#333333', heading: '#222222', link: '#106bcc' },
  'black-blue': { background: '#111111', text: '#eeeeee', heading: '#ffffff', link: '#3b9eff' },
  'black-mint': { background: '#111111', text: '#eeeeee', heading: '#ffffff', link: '#8fefb9' },
  'black-orange': { background: '#222222', text: '#eeeeee', heading: '#ffffff', link: '#ff9b3d' },
  'black-green': { background: '#111111', text: '#eeeeee', heading: '#ffffff', link: '#66cc33' },
  'white-red': { background: '#ffffff', text: '#333333', heading: '#222222', link: '#d63a3a' },
  'white-green': { background: '#ffffff', text: '#333333', heading: '#222222', link: '#2e9e4f' },
  'silver-blue': { background: '#f0f1eb', text: '#333333', heading: '#222222', link: '#106bcc' },
  'silver-green': { background: '#f0f1eb', text: '#333333', heading: '#222222', link: '#2e9e4f' },
  'beige-brown': { background: '#f7f3de', text: '#333333', heading: '#333333', link: '#8b743d' },
  'sky-blue': { background: '#dcedfc', text: '#333333', heading: '#333333', link: '#2a76dd' },
  'grey-blue': { background: '#434b57', text: '#ffffff', heading: '#ffffff', link: '#a2c9fa' },
  'darkblue-blue': { background: '#0f1c2e', text: '#e8eef5', heading: '#ffffff', link: '#4fa3ff' },
  'cobalt-orange': { background: '#13335a', text: '#ffffff', heading: '#ffffff', link: '#ee8e3c' },
  'forest-yellow': { background: '#2f4f3a', text: '#ffffff', heading: '#ffffff', link: '#f2c14e' },
  'coral-blue': { background: '#f26b5b', text: '#ffffff', heading: '#ffffff', link: '#163e6f' },
  'mint-beige': { background: '#8fd3c1', text: '#1f3b34', heading: '#1f3b34', link: '#7a4e24' },
  'sea-yellow': { background: '#1c6e8c', text: '#ffffff', heading: '#ffffff', link: '#ffd85c' },
} as const satisfies Record<string, ThemePalette>;
export type ThemeColor = keyof typeof THEME_COLORS;
export const DEFAULT_THEME_COLOR: ThemeColor = 'white-blue';

export interface ThemeFont {
  readonly label: string;
  /** A CSS font-family stack: first the face the web app bundles (an @fontsource package), then local fallbacks. */
  readonly family: string;
  readonly deprecated?: true;
}

/** The 13 theme fonts; `overpass` (v1) stays readable on decks that use it but is not offered. */
export const THEME_FONTS = {
  montserrat: { label: 'Montserrat', family: 'Montserrat, "Helvetica Neue", Arial, sans-serif' },
  league: { label: 'League', family: '"League Gothic", Impact, "Arial Narrow", sans-serif' },
  opensans: { label: 'Open Sans', family: '"Open Sans", "Helvetica Neue", Arial, sans-serif' },
  josefine: { label: 'Josefine', family: '"Josefin Sans", "Trebuchet MS", sans-serif' },
  palatino: { label: 'Palatino', family: '"Libre Baskerville", Palatino, "Palatino Linotype", "Book Antiqua", serif' },
  news: { label: 'News', family: '"News Cycle", "Arial Narrow", sans-serif' },
  helvetica: { label: 'Helvetica', family: 'Arimo, "Helvetica Neue", Helvetica, Arial, sans-serif' },
  merriweather: { label: 'Merriweather', family: 'Merriweather, Georgia, serif' },
  asul: { label: 'Asul', family: 'Asul, Georgia, serif' },
  sketch: { label: 'Sketch', family: '"Comic Neue", "Comic Sans MS", cursive' },
  quicksand: { label: 'Quicksand', family: 'Quicksand, "Trebuchet MS", sans-serif' },
  overpass2: { label: 'Overpass', family: 'Overpass, "Helvetica Neue", Arial, sans-serif' },
  overpass: { label: 'Overpass (old)', family: 'Overpass, "Helvetica Neue", Arial, sans-serif', deprecated: true },
} as const satisfies Record<string, ThemeFont>;
export type ThemeFontName = keyof typeof THEME_FONTS;
export const DEFAULT_THEME_FONT: ThemeFontName = 'montserrat';

export interface TransitionOption {
  readonly value: string;
  readonly label: string;
  readonly deprecated?: true;
}

/** reveal.js transitions; deprecated ones still present but are not offered. */
export const TRANSITIONS: readonly TransitionOption[] = [
  { value: 'slide', label: 'Slide' },
  { value: 'linear', label: 'Linear', deprecated: true },
  { value: 'default', label: 'Convex' },
  { value: 'concave', label: 'Concave' },
  { value: 'fade', label: 'Fade' },
  { value: 'none', label: 'None' },
  { value: 'zoom', label: 'Zoom' },
  { value: 'cube', label: 'Cube', deprecated: true },
  { value: 'page', label: 'Page', deprecated: true },
];
export const DEFAULT_TRANSITION = 'slide';
export const DEFAULT_BACKGROUND_TRANSITION = 'slide';
export const TRANSITION_DURATION_MS = 800;

export const DEFAULT_SLIDE_MARGIN = 0.05;

export const EDITOR_MIN_SCALE = 0.15;
export const EDITOR_MAX_SCALE = 1;
/** Pasted and duplicated blocks land this many pixels right and down of the original. */
export const PASTE_OFFSET = 10;
export const BLOCK_MIN_SIZE = 1;
export const MAX_GROUP_NESTING = 6;
export const UPSIZING_MAX_SCALE = 10;

export const AUTO_ANIMATE_DEFAULTS = { easing: 'ease', duration: 1000, delay: 0 } as const;
export const AUTO_ANIMATE_RANGE_MS = { min: 0, max: 10_000 } as const;
/** The auto-animate prompt moves duration and delay in tenths of a second. */
export const AUTO_ANIMATE_STEP_MS = 100;

/** Iframe addresses (blocks and backgrounds) are at most this long. */
export const IFRAME_URL_MAX_LENGTH = 2000;
/** The name a new iframe block's frame gets until its author gives it one (older markup had none). */
export const IFRAME_DEFAULT_TITLE = 'Embedded page';
/** A fragment's order (`data-fragment-index`) in the editor's field. */
export const FRAGMENT_INDEX_RANGE = { min: 0, max: 99 } as const;

/** Auto-slide presets in seconds. */
export const AUTO_SLIDE_OPTIONS_S = [2, 4, 6, 8, 10, 15, 20, 30, 40, 60, 120, 180] as const;
/** Deck time-limit presets in minutes; a limit is an integer from 0 (count up) to 1440. */
export const TIME_LIMIT_OPTIONS_MIN = [5, 10, 15, 20, 25, 30, 40, 50, 60] as const;
export const TIME_LIMIT_MAX_MIN = 1440;

/** A time limit as typed: an integer clamped to 0–1440; anything not numeric is 0 (a count-up timer). */
export function timeLimitFrom(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(number)) return 0;
  return Math.min(TIME_LIMIT_MAX_MIN, Math.max(0, Math.trunc(number)));
}

export const KIOSK_AUTO_SLIDE_DEFAULT_MS = 8000;
export const KIOSK_AUTO_SLIDE_RANGE_S = { min: 2, max: 180 } as const;
/** Present views' autoRefresh below this is raised to it. */
export const AUTO_REFRESH_MIN_MS = 10_000;

export const SPEAKER_NOTES_MAX_LENGTH = 10_000;
/** Text prompts' character counters turn red above this share of the maximum. */
export const COUNTER_WARNING_RATIO = 0.95;

/**
 * How much markup one deck may hold: checked before any tree is built, so no input can exhaust a
 * parser (`markup-limits.ts`). Here, with no code around it, so that a page may know the bound
 * without loading the limits' scanner.
 */
export const MARKUP_MAX_LENGTH = 2_000_000;
