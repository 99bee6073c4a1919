import type { RevealConfig } from 'reveal.js';
import type { Deck } from '@lectern/contracts';
import { NO_UPSIZING_MAX_SCALE, PRESENT_MIN_SCALE, UPSIZING_MAX_SCALE } from './constants';
import type { PresentOptions } from './query-options';
import { kioskAutoSlide } from './query-options';

/** How a view shows the deck; each changes a few of reveal.js's settings. */
export type PresentMode =
  | 'show'
  | 'fullscreen'
  | 'embed'
  | 'presenter'
  | 'kiosk'
  | 'speaker'
  | 'preview'
  /** The presenter of a live presentation (the live server). */
  | 'live-server'
  /** Its audience (the live client): the deck moves only as the presenter's does. */
  | 'live';

export type DeckSettings = Pick<
  Deck,
  | 'width'
  | 'height'
  | 'margin'
  | 'center'
  | 'transition'
  | 'background_transition'
  | 'slide_number'
  | 'rtl'
  | 'should_loop'
  | 'shuffle'
  | 'auto_slide_interval'
  | 'navigation_mode'
  | 'upsizing_enabled'
>;

export interface RevealConfigInput {
  deck: DeckSettings;
  options: PresentOptions;
  mode: PresentMode;
  /** The presenter's "Scale up to fill window"; the deck's `upsizing_enabled` otherwise. */
  upsizing?: boolean;
  /** The presenter's "Show presentation controls"; the `controls` option, else on. */
  controls?: boolean;
}

/**
 * reveal.js settings for a deck in a view. reveal.js's own postMessage API stays off in every
 * view: `post-message-bridge.ts` serves the safe part of it.
 */
export function revealConfig({ deck, options, mode, upsizing, controls }: RevealConfigInput): RevealConfig {
  const kiosk = mode === 'kiosk';
  const still = mode === 'speaker';
  const following = mode === 'live';
  // A viewer may look around with the controls when the presenter shows them; the next state brings it back.
  const ownMoves = !following || (controls ?? false);
  const autoSlide = following
    ? 0
    : kiosk
      ? kioskAutoSlide(options.autoSlide, deck.auto_slide_interval)
      : options.noAutoplay
        ? 0
        : (options.autoSlide ?? deck.auto_slide_interval);
  return {
    width: deck.width,
    height: deck.height,
    margin: deck.margin,
    center: deck.center,
    // Viewers apply each state without transitions (spec/001 §4).
    transition: (following ? 'none' : deck.transition) as RevealConfig['transition'],
    backgroundTransition: (following ? 'none' : deck.background_transition) as RevealConfig['backgroundTransition'],
    slideNumber: deck.slide_number,
    rtl: deck.rtl,
    loop: kiosk || deck.should_loop,
    shuffle: deck.shuffle,
    navigationMode: deck.navigation_mode,
    autoSlide,
    autoSlideStoppable: kiosk ? false : (options.autoSlideStoppable ?? true),
    controls: still ? false : (controls ?? options.controls ?? true),
    progress: !still,
    minScale: PRESENT_MIN_SCALE,
    maxScale: (upsizing ?? deck.upsizing_enabled) ? UPSIZING_MAX_SCALE : NO_UPSIZING_MAX_SCALE,
    showNotes: options.showNotes ?? false,
    autoPlayMedia: options.noAutoplay || still ? false : (options.autoPlayMedia ?? null),
    fragments: options.fragments ?? true,
    embedded: mode === 'show' || mode === 'speaker' || mode === 'preview',
    // reveal.js writes the address late (debounced), even after the deck is gone and the page
    // moved on; `slide-address.ts` writes it instead. A `#/h/v` on arrival is still followed.
    hash: false,
    respondToHashChanges: mode === 'fullscreen' || mode === 'presenter' || mode === 'live-server',
    history: false,
    keyboard: ownMoves,
    touch: !still && ownMoves,
    // The speaker view's small decks would switch to reveal.js's scroll view on a phone, and so
    // would the live views, where the slide shown is the presenter's, not scrolled to, and a deck
    // its parent page drives (the profile's thumbnail preview), which moves slides.
    ...(still || following || mode === 'live-server' || options.postMessage ? { scrollActivationWidth: 0 } : {}),
    help: false,
    postMessage: false,
    postMessageEvents: false,
  };
}
