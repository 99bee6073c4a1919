import type { RevealApi } from 'reveal.js';
import type { PlayerPage } from '@lectern/contracts';
import { customFontStylesheets } from '../deck-styles/custom-fonts';
import { deckThemeAttributes } from '../deck-styles/theme';
import { createRevealDeck, destroyRevealDeck } from '../present/reveal-deck';
import { playerConfig } from './player-config';

/** A deck the player shows, and how to take it and what it added to the page away again. */
export interface ShownDeck {
  deck: RevealApi;
  remove(): void;
}

/**
 * Shows a player page's deck in this document: its custom fonts and CSS in the head, and its
 * slides (with its theme's markup on each) presented by reveal.js in an element of its own. Resolves
 * once reveal.js is ready and, for `print`, has laid out the pages (`pdf-ready`).
 */
export async function showDeck(page: PlayerPage): Promise<ShownDeck> {
  const added: Element[] = [];
  for (const href of customFontStylesheets(page.deck)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    added.push(link);
  }
  if (page.deck.css_output) {
    const style = document.createElement('style');
    style.textContent = page.deck.css_output;
    added.push(style);
  }
  document.head.append(...added);
  const host = document.createElement('div');
  host.className = 'lectern-deck-host lectern-player deck-theme';
  for (const [name, value] of Object.entries(deckThemeAttributes(page.deck))) host.setAttribute(name, value);
  document.body.append(host);
  const printed =
    page.view === 'print'
      ? new Promise<void>((resolve) => host.addEventListener('pdf-ready', () => resolve(), { once: true }))
      : Promise.resolve();
  const deck = await createRevealDeck(
    host,
    page.markup,
    playerConfig(page),
    page.deck.theme_font,
    page.deck.theme_html,
  );
  await printed;
  return {
    deck,
    remove() {
      destroyRevealDeck(deck);
      host.remove();
      for (const element of added) element.remove();
    },
  };
}
