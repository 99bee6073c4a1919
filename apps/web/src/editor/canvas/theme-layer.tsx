import { THEME_HTML_CLASS } from '@lectern/deck-format';

/**
 * The markup of the theme the deck follows, on the slide being edited and on the navigator's
 * pictures, as the present views draw it on every slide (decision 0057), in the same element, which
 * deck.css lays over the whole slide beneath its blocks. It is shown, not edited: nothing in it can
 * be clicked, selected or focused. The server cleaned it when the theme was saved, as it does for
 * presenting.
 */
export function ThemeLayer({ html }: { html: string }) {
  return <div className={THEME_HTML_CLASS} inert dangerouslySetInnerHTML={{ __html: html }} />;
}
