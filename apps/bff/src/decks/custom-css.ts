import { compileCustomCss } from '@lectern/deck-format/custom-css';
import { ValidationError, type DeckSettings } from '@lectern/domain';

/**
 * The settings a custom CSS change stores: the input as written and its compiled, scoped and
 * cleaned form, which is all any view applies. Input that does not compile is refused on its field.
 */
export async function customCssSettings(input: string): Promise<Pick<DeckSettings, 'css_input' | 'css_output'>> {
  const result = await compileCustomCss(input);
  if ('error' in result) throw new ValidationError({ 'deck.css_input': [result.error] });
  return { css_input: input, css_output: result.css };
}
