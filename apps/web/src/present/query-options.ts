import {
  AUTO_REFRESH_MIN_MS,
  KIOSK_AUTO_SLIDE_DEFAULT_MS,
  KIOSK_AUTO_SLIDE_MAX_MS,
  KIOSK_AUTO_SLIDE_MIN_MS,
} from './constants';

/**
 * The query options of the present views (spec/000 §2, spec/001 §2) and the thumbnail preview
 * flags. An option left out stays undefined so the deck's own setting applies.
 */
export interface PresentOptions {
  /** Milliseconds after which a window opened by another window closes itself. */
  autoclose?: number;
  /** Milliseconds between page reloads; never under AUTO_REFRESH_MIN_MS. */
  autoRefresh?: number;
  jumpToSlideID?: string;
  /** `no-autoplay=1`: media and auto-slide wait for the viewer. */
  noAutoplay: boolean;
  skipStartScreen: boolean;
  /** Present right away, without the presenter's controls panel. */
  started: boolean;
  showNotes?: boolean;
  autoSlide?: number;
  controls?: boolean;
  autoSlideStoppable?: boolean;
  autoPlayMedia?: boolean;
  fragments?: boolean;
  /** The parent page may drive the deck through postMessage. */
  postMessage: boolean;
  /** The deck tells the parent page its events through postMessage. */
  postMessageEvents: boolean;
  /** Embed: `style=hidden`, `byline=hidden`, `share=hidden`, honoured for paid decks only. */
  styleHidden: boolean;
  bylineHidden: boolean;
  shareHidden: boolean;
}

const TRUE_WORDS = new Set(['', '1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off']);

function flag(query: URLSearchParams, name: string): boolean | undefined {
  const value = query.get(name);
  if (value === null) return undefined;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

function milliseconds(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name);
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? Math.round(number) : undefined;
}

/** Reads the options from a query string (`?a=1&b=2` or `a=1&b=2`). */
export function parsePresentOptions(search: string): PresentOptions {
  const query = new URLSearchParams(search);
  const autoRefresh = milliseconds(query, 'autoRefresh');
  const autoclose = milliseconds(query, 'autoclose');
  const jumpToSlideID = query.get('jumpToSlideID')?.trim();
  return {
    autoclose: autoclose === undefined || autoclose === 0 ? undefined : autoclose,
    autoRefresh:
      autoRefresh === undefined || autoRefresh === 0 ? undefined : Math.max(autoRefresh, AUTO_REFRESH_MIN_MS),
    jumpToSlideID: jumpToSlideID ? jumpToSlideID : undefined,
    noAutoplay: query.get('no-autoplay') === '1',
    skipStartScreen: flag(query, 'skipStartScreen') ?? false,
    started: flag(query, 'started') ?? false,
    showNotes: flag(query, 'showNotes'),
    autoSlide: milliseconds(query, 'autoSlide'),
    controls: flag(query, 'controls'),
    autoSlideStoppable: flag(query, 'autoSlideStoppable'),
    autoPlayMedia: flag(query, 'autoPlayMedia'),
    fragments: flag(query, 'fragments'),
    postMessage: flag(query, 'postMessage') ?? false,
    postMessageEvents: flag(query, 'postMessageEvents') ?? false,
    styleHidden: query.get('style') === 'hidden',
    bylineHidden: query.get('byline') === 'hidden',
    shareHidden: query.get('share') === 'hidden',
  };
}

/** A kiosk's auto-slide: the asked one or the deck's, else the default, within 2 to 180 s. */
export function kioskAutoSlide(asked: number | undefined, deckInterval: number): number {
  const wanted = asked || deckInterval || KIOSK_AUTO_SLIDE_DEFAULT_MS;
  return Math.min(KIOSK_AUTO_SLIDE_MAX_MS, Math.max(KIOSK_AUTO_SLIDE_MIN_MS, wanted));
}

/** The query of a private link, exactly as written in the address. */
export function pageToken(search: string): string | undefined {
  const token = new URLSearchParams(search).get('token');
  return token ? token : undefined;
}
