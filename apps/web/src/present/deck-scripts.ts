// A deck's scripts in its present views (docs/decisions/0033), and the script of the theme it
// follows (0057). The server opens a present page's Content-Security-Policy to the deck's script
// files and to its theme's script (by its hash), and names the deck in `<meta name="deck-scripts">`,
// only when the policy lets that deck run scripts for this visitor; the app runs them only in such
// a page, and never leaves it for another page without a reload.

const MARK = 'data-deck-script';
const THEME_MARK = 'data-theme-script';
const RELOADED = 'lectern.deck-scripts.reloaded';

/** Whether this document was served as a present page allowed to run this deck's scripts. */
export const pageRunsScripts = (deckId: string, doc: Document = document) =>
  doc.querySelector('meta[name="deck-scripts"]')?.getAttribute('content') === encodeURIComponent(deckId);

/**
 * Adds the scripts to the page in their order (each runs after the one before it); a script
 * already there is not added twice.
 */
export function loadDeckScripts(urls: readonly string[], doc: Document = document): void {
  for (const url of urls) {
    const present = [...doc.querySelectorAll(`script[${MARK}]`)].some((script) => script.getAttribute('src') === url);
    if (present) continue;
    const script = doc.createElement('script');
    script.src = url;
    script.async = false;
    script.setAttribute(MARK, '');
    doc.head.append(script);
  }
}

/**
 * Runs the theme's script once in the page, as it is (the page's policy lets exactly this text run).
 */
export function runThemeScript(code: string, doc: Document = document): void {
  if (code === '' || doc.querySelector(`script[${THEME_MARK}]`)) return;
  const script = doc.createElement('script');
  script.setAttribute(THEME_MARK, '');
  script.textContent = code;
  doc.head.append(script);
}

/**
 * Whether to load the page again so that the server decides its policy for this address (the app
 * came here from another page, or the deck was unlocked after the page loaded): once per address
 * and browser session, so a page the server will not open is not reloaded without end.
 */
export function reloadForScripts(storage: Pick<Storage, 'getItem' | 'setItem'>, address: string): boolean {
  const tried = storage.getItem(RELOADED);
  if (tried === address) return false;
  storage.setItem(RELOADED, address);
  return true;
}

/** Forgets a reload once the page it asked for came. */
export function forgetReload(storage: Pick<Storage, 'getItem' | 'removeItem'>, address: string): void {
  if (storage.getItem(RELOADED) === address) storage.removeItem(RELOADED);
}
