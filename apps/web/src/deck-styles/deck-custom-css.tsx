import type { Deck } from '@lectern/contracts';
import { customFontStylesheets } from './custom-fonts';

/**
 * A deck's own look beyond its theme: its custom fonts' stylesheets and its custom CSS, as the
 * server compiled, scoped (to `.deck-slide`) and cleaned it. The CSS is set as the text of a
 * `<style>` element, never parsed as markup.
 */
export function DeckCustomCss({ deck }: { deck: Pick<Deck, 'css_output' | 'font_typekit' | 'font_google'> }) {
  return (
    <>
      {customFontStylesheets(deck).map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="deck-fonts" />
      ))}
      {deck.css_output && <style data-deck-custom-css="">{deck.css_output}</style>}
    </>
  );
}
