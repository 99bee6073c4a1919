import type { RevealApi, RevealConfig } from 'reveal.js';
import 'reveal.js/reveal.css';
import { IFRAME_DEFAULT_TITLE } from '@lectern/deck-format/constants';
import { loadDeckFont } from '../deck-styles/theme';
import { drawThemeHtml } from '../deck-styles/theme-html';
import { presentRichBlocks } from '../deck-styles/rich-blocks/rich-blocks';
import { confineBackgroundFrames } from './background-frames';
import './deck-host.css';

/** Each deck's watch over the background frames reveal.js adds, stopped when it is destroyed. */
const frameWatches = new WeakMap<HTMLElement, () => void>();

/**
 * Creates a reveal.js deck of `markup` (sanitized `<section>`s, as the server stores them) inside
 * `host`, in the deck's theme font, with the markup of the theme it follows on every slide. Each
 * deck gets an element of its own, so several decks can run on one page (the speaker view runs
 * two) and a destroyed deck leaves nothing behind.
 */
export async function createRevealDeck(
  host: HTMLElement,
  markup: string,
  config: RevealConfig,
  themeFont: string,
  themeHtml = '',
): Promise<RevealApi> {
  const root = document.createElement('div');
  root.className = 'reveal';
  // Keyboard users can reach the slides, which scroll in reveal.js's scroll view on a phone.
  root.tabIndex = 0;
  root.setAttribute('aria-label', 'Slides');
  const slides = document.createElement('div');
  slides.className = 'slides deck-slide';
  slides.innerHTML = markup;
  drawThemeHtml(slides, themeHtml);
  // Markup saved before iframe blocks kept their title has none; a frame needs a name.
  for (const frame of slides.querySelectorAll<HTMLIFrameElement>('iframe:not([title])'))
    frame.title = IFRAME_DEFAULT_TITLE;
  root.append(slides);
  host.append(root);
  frameWatches.set(root, confineBackgroundFrames(root));
  // Loaded on first use: reveal.js reads the browser's globals as soon as it is imported. The font
  // is loaded first so that reveal.js lays the slides out in it.
  // Formulas are set and the code highlighter loaded (only for slides that hold them) before
  // reveal.js counts fragments: code line-highlight steps are fragments.
  const [{ default: Reveal }, , plugins] = await Promise.all([
    import('reveal.js'),
    loadDeckFont(themeFont),
    presentRichBlocks(slides),
  ]);
  const deck = new Reveal(root, { ...config, plugins: [...(config.plugins ?? []), ...plugins] });
  const ready = deck.initialize();
  // reveal.js lays the page's query string over every setting (`?postMessage=true` would turn on
  // its own unrestricted postMessage API). Settings given before the deck is ready are only
  // stored, so giving ours again here makes them the ones it starts with.
  deck.configure(config);
  await ready;
  return deck;
}

/** Stops a deck's listeners and timers and removes its element. */
export function destroyRevealDeck(deck: RevealApi): void {
  const root = deck.getRevealElement();
  if (root instanceof HTMLElement) frameWatches.get(root)?.();
  deck.destroy();
  root?.remove();
}
