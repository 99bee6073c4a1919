import type { RevealConfig } from 'reveal.js';
import type { PlayerPage } from '@lectern/contracts';
import { parsePresentOptions } from '../present/query-options';
import { revealConfig } from '../present/reveal-config';

/**
 * reveal.js settings for the player's view. `site` presents like the fullscreen view, with the
 * controls the export asked for; `print` is reveal.js's print view with the export's options
 * (the export margin replaces the deck's, in percent); `thumbnail` and `preview` show the first
 * slide still.
 */
export function playerConfig(page: Pick<PlayerPage, 'view' | 'deck' | 'options'>): RevealConfig {
  const { view, deck, options } = page;
  const fullscreen = revealConfig({ deck, options: parsePresentOptions(''), mode: 'fullscreen' });
  switch (view) {
    case 'site':
      return { ...fullscreen, controls: options.controls, hash: true, respondToHashChanges: true };
    case 'print':
      return {
        ...fullscreen,
        view: 'print',
        margin: options.margin / 100,
        pdfSeparateFragments: options.separate_fragments,
        pdfMaxPagesPerSlide: 1,
        showNotes: options.notes,
        slideNumber: options.slide_numbers || deck.slide_number,
        showSlideNumber: 'print',
        controls: false,
        progress: false,
        autoSlide: 0,
        autoPlayMedia: false,
      };
    case 'thumbnail':
    case 'preview':
      // A still slide. A thumbnail fills the window exactly (page and slide pixels agree); a
      // preview is scaled to its frame, however narrow (never reveal.js's scroll view).
      return {
        ...fullscreen,
        scrollActivationWidth: 0,
        margin: 0,
        minScale: view === 'thumbnail' ? 1 : 0.05,
        maxScale: 1,
        controls: false,
        progress: false,
        slideNumber: false,
        fragments: false,
        transition: 'none',
        backgroundTransition: 'none',
        autoSlide: 0,
        autoPlayMedia: false,
        keyboard: false,
        touch: false,
      };
  }
}
