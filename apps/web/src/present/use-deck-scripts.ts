import { useEffect } from 'react';
import type { Deck } from '@lectern/contracts';
import { forgetReload, loadDeckScripts, pageRunsScripts, reloadForScripts, runThemeScript } from './deck-scripts';

/**
 * Runs the script of the deck's theme and loads the deck's own scripts once its slides are ready,
 * in a present view whose page the server opened to them. Another page reached from here is loaded
 * afresh, so scripts never run in the editor or anywhere else in the app.
 */
export function useDeckScripts(
  deck: Pick<Deck, 'id' | 'script_urls' | 'can_run_scripts' | 'theme_js'>,
  ready: boolean,
): void {
  const urls = deck.can_run_scripts ? deck.script_urls : [];
  const themeScript = deck.can_run_scripts ? deck.theme_js : '';
  const key = urls.join('\n');
  useEffect(() => {
    if (!ready || (key === '' && themeScript === '')) return;
    const address = window.location.pathname + window.location.search;
    if (!pageRunsScripts(deck.id)) {
      if (reloadForScripts(sessionStorage, address)) window.location.reload();
      return;
    }
    forgetReload(sessionStorage, address);
    runThemeScript(themeScript);
    loadDeckScripts(key === '' ? [] : key.split('\n'));
    return () => {
      if (window.location.pathname + window.location.search !== address) window.location.reload();
    };
  }, [deck.id, key, themeScript, ready]);
}
