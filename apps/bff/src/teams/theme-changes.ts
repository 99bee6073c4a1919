import type { z } from 'zod';
import type { updateThemeRequest } from '@lectern/contracts';
import { sanitizerRemovals } from '@lectern/deck-format/sanitize';
import { themeMessages, ValidationError, type ThemeFields } from '@lectern/domain';
import type { ThemeRow } from '@lectern/read-models';
import { compiledCss } from '../decks/custom-css.js';

type ThemeSave = z.output<typeof updateThemeRequest>['theme'];

/**
 * What a save changes: the fields as sent, with `less` compiled into `css` (refused on `theme.less`
 * with the compiler's message) and `html` cleaned as slide markup is (`clean` answers null past the
 * markup limits), and what cleaning took out of it. What the theme holds already is not done again.
 */
export async function themeChanges(
  sent: ThemeSave,
  theme: ThemeRow,
  clean: (html: string) => Promise<string | null>,
): Promise<{ changes: Partial<ThemeFields>; sanitizeMessages: string[] }> {
  const { less, html, ...changes } = sent;
  const compiled =
    less !== undefined && less !== theme.less ? { less, css: await compiledCss(less, 'theme.less') } : {};
  if (html === undefined || html === theme.html) return { changes: { ...changes, ...compiled }, sanitizeMessages: [] };
  const cleaned = await clean(html);
  if (cleaned === null) throw new ValidationError({ 'theme.html': [themeMessages.htmlTooComplex] });
  return {
    changes: { ...changes, ...compiled, html: cleaned },
    sanitizeMessages: sanitizerRemovals(html, cleaned),
  };
}
