import type { Deck } from '@lectern/contracts';
import { googleFontFamilies } from '@lectern/domain';
import { fontTexts } from './texts';

/** The deck's custom fonts (spec/001 §2) as they are, and the way to load others. */
export function FontsSection({ deck, onLoadFonts }: { deck: Deck; onLoadFonts: () => void }) {
  const families = googleFontFamilies(deck.font_google);
  return (
    <>
      <p className="field__hint">Fonts from Typekit or Google Fonts, for the deck’s custom CSS to use.</p>
      <dl className="settings-summary">
        <dt>{fontTexts.typekit}</dt>
        <dd>{deck.font_typekit || fontTexts.none}</dd>
        <dt>{fontTexts.google}</dt>
        <dd>{families.length > 0 ? families.join(', ') : fontTexts.none}</dd>
      </dl>
      <button type="button" className="button" onClick={onLoadFonts}>
        {fontTexts.prompt}
      </button>
    </>
  );
}
