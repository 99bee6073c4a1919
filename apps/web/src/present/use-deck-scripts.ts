import { useEffect } from 'react';
import type { Deck } from '@lectern/contracts';
import { forgetReload, loadDeckScripts, pageRunsScripts, reloadForScripts } from './deck-scripts';

/**
 * Loads the deck's scripts once its slides are ready, in a present view whose page the server
 * opened to them. Another page reached from here is loaded afresh, so scripts never run in the
 * editor or anywhere else in the app.
 */
export function useDeckScripts(deck: Pick<Deck, 'id' | 'script_urls' | 'can_run_scripts'>, ready: boolean): void {
  const urls = deck.can_run_scripts ? deck.script_urls : [];
  const key = urls.join('\n');
  useEffect(() => {
    if (!ready || key === '') return;
    const address = window.location.pathname + window.location.search;
    if (!pageRunsScripts(deck.id)) {
      if (reloadForScripts(sessionStorage, address)) window.location.reload();
      return;
    }
    forgetReload(sessionStorage, address);
    loadDeckScripts(key.split('\n'));
    return () => {
      if (window.location.pathname + window.location.search !== address) window.location.reload();
    };
  }, [deck.id, key, ready]);
}
