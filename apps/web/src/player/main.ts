import { playerPage } from '@lectern/contracts';
import { showDeck } from './show-deck';
import { showThemePreviews } from './theme-preview';
import './player.css';

/**
 * The standalone deck player: a page that holds one deck (`<script type="application/json"
 * id="lectern-deck">`, a `PlayerPage`) and presents it with the same reveal.js setup, stylesheet
 * and code and math drawing as Lectern's own views. It is a classic script with no imports at
 * run time, so a ZIP export's `index.html` works opened from disk; the export worker prints PDFs
 * and thumbnails from the same page. When the deck is laid out (for `print`, once reveal.js says
 * `pdf-ready` and the fonts are in), `<html data-player="ready">` tells whoever waits for it.
 * A page marked `data-view="theme-preview"` holds no deck: it is the theme editor's preview frame.
 */
async function play(): Promise<void> {
  if (document.documentElement.dataset.view === 'theme-preview') return showThemePreviews();
  const source = document.getElementById('lectern-deck')?.textContent ?? '';
  const page = playerPage.parse(JSON.parse(source));
  document.title = page.title;
  document.documentElement.dataset.pageType = page.view === 'print' ? 'print' : page.view;
  const { deck } = await showDeck(page);
  // As in a stock reveal.js page, so tools that drive reveal.js decks (printers, tests) find it.
  (window as { Reveal?: unknown }).Reveal = deck;
  await document.fonts.ready;
  document.documentElement.dataset.player = 'ready';
}

play().catch((error: unknown) => {
  document.documentElement.dataset.player = 'failed';
  console.error(error);
});
