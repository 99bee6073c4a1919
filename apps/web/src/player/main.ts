import { playerPage } from '@lectern/contracts';
import { customFontStylesheets } from '../deck-styles/custom-fonts';
import { deckThemeAttributes } from '../deck-styles/theme';
import { createRevealDeck } from '../present/reveal-deck';
import { playerConfig } from './player-config';
import './player.css';

/**
 * The standalone deck player: a page that holds one deck (`<script type="application/json"
 * id="lectern-deck">`, a `PlayerPage`) and presents it with the same reveal.js setup, stylesheet
 * and code and math drawing as Lectern's own views. It is a classic script with no imports at
 * run time, so a ZIP export's `index.html` works opened from disk; the export worker prints PDFs
 * and thumbnails from the same page. When the deck is laid out (for `print`, once reveal.js says
 * `pdf-ready` and the fonts are in), `<html data-player="ready">` tells whoever waits for it.
 */
async function play(): Promise<void> {
  const source = document.getElementById('lectern-deck')?.textContent ?? '';
  const page = playerPage.parse(JSON.parse(source));
  document.title = page.title;
  document.documentElement.dataset.pageType = page.view === 'print' ? 'print' : page.view;
  for (const href of customFontStylesheets(page.deck)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
  if (page.deck.css_output) {
    const style = document.createElement('style');
    style.textContent = page.deck.css_output;
    document.head.append(style);
  }
  const host = document.createElement('div');
  host.className = 'lectern-deck-host lectern-player deck-theme';
  for (const [name, value] of Object.entries(deckThemeAttributes(page.deck))) host.setAttribute(name, value);
  document.body.append(host);
  const config = playerConfig(page);
  const printed =
    page.view === 'print'
      ? new Promise<void>((resolve) => host.addEventListener('pdf-ready', () => resolve(), { once: true }))
      : Promise.resolve();
  const deck = await createRevealDeck(host, page.markup, config, page.deck.theme_font);
  // As in a stock reveal.js page, so tools that drive reveal.js decks (printers, tests) find it.
  (window as { Reveal?: unknown }).Reveal = deck;
  await printed;
  await document.fonts.ready;
  document.documentElement.dataset.player = 'ready';
}

play().catch((error: unknown) => {
  document.documentElement.dataset.player = 'failed';
  console.error(error);
});
