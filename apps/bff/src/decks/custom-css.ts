import { compileCustomCss } from '@lectern/deck-format/custom-css';
import { ValidationError, type DeckSettings } from '@lectern/domain';

/**
 * LESS or CSS compiled, scoped to the slides and cleaned, which is all any view applies; input
 * that does not compile is refused on `field`.
 */
export async function compiledCss(input: string, field: string): Promise<string> {
  const result = await compileCustomCss(input);
  if ('error' in result) throw new ValidationError({ [field]: [result.error] });
  return result.css;
}

/** The settings a deck's custom CSS change stores: the input as written and its compiled form. */
export async function customCssSettings(input: string): Promise<Pick<DeckSettings, 'css_input' | 'css_output'>> {
  return { css_input: input, css_output: await compiledCss(input, 'deck.css_input') };
}
