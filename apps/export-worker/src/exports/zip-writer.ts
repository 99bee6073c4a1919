import { buffer } from 'node:stream/consumers';
import yazl from 'yazl';
import type { Queryable } from '@lectern/db';
import type { EventStore } from '@lectern/event-store';
import type { FileStorage } from '@lectern/storage';
import { deckMediaFile } from '../render/deck-media.js';
import type { PlayerAssets } from '../render/deck-site.js';
import { playerHtml, playerPage } from '../render/player-page.js';
import { fontFilesFor, mediaAddressesIn, mediaFileName, rewriteMediaAddresses } from './deck-site-files.js';
import type { ExportWriter } from './export-jobs.js';
import { exportedDeck } from './pdf-writer.js';

/**
 * ZIP: a static site that opens from disk: `index.html` (the deck player's page holding the
 * deck, its media addresses made relative), the player's script, stylesheet and the fonts the
 * deck uses (`player/`), and the deck owner's media it shows (`media/`). reveal.js, the theme,
 * code and formulas are all in the player.
 */
export function zipWriter(deps: {
  store: EventStore;
  db: Queryable;
  storage: FileStorage;
  assets: PlayerAssets;
}): ExportWriter {
  async function asset(name: string): Promise<Buffer> {
    const file = await deps.assets.get(name);
    if (!file) throw new Error(`The deck player's ${name} is missing: build the web app`);
    return file.body;
  }

  return async (job, run) => {
    const deck = await exportedDeck(deps.store, job);
    const zip = new yazl.ZipFile();
    const files = new Map<string, string>();
    for (const address of mediaAddressesIn(deck.themeHtml + deck.markup, deck.settings.css_output)) {
      if (run.signal.aborted) throw run.signal.reason;
      const file = await deckMediaFile(deps, deck.ownerId, address);
      if (!file) continue;
      files.set(address, mediaFileName(address, file.contentType));
      zip.addBuffer(file.body, files.get(address)!, { compress: false });
    }
    await run.progress(50);
    const page = playerPage({
      view: 'site',
      title: deck.title,
      markup: rewriteMediaAddresses(deck.markup, files),
      settings: { ...deck.settings, css_output: rewriteMediaAddresses(deck.settings.css_output, files) },
      themeHtml: rewriteMediaAddresses(deck.themeHtml, files),
      options: job.options,
    });
    zip.addBuffer(Buffer.from(playerHtml(page, 'player/')), 'index.html');
    const playerCss = await asset('player.css');
    zip.addBuffer(await asset('player.js'), 'player/player.js');
    zip.addBuffer(playerCss, 'player/player.css');
    const fonts = fontFilesFor(playerCss.toString(), {
      themeFont: deck.settings.theme_font,
      markup: deck.themeHtml + deck.markup,
      css: deck.settings.css_output,
    });
    for (const font of fonts) zip.addBuffer(await asset(font), `player/${font}`, { compress: false });
    await run.progress(80);
    zip.end();
    return { body: await buffer(zip.outputStream), contentType: 'application/zip', fidelity: [] };
  };
}
