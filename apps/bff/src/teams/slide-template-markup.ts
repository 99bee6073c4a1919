import { parse } from '@lectern/deck-format';
import { sanitizerRemovals } from '@lectern/deck-format/sanitize';
import { slideTemplateMessages, ValidationError } from '@lectern/domain';

/**
 * A template's slide as it is kept: cleaned exactly as a save cleans slides (`clean`, which answers
 * null past the markup limits), then read as exactly one slide; with what cleaning took out of it
 * (spec/002 §5: "the server may return sanitize messages").
 */
export async function cleanedTemplateHtml(
  html: string,
  clean: (html: string) => Promise<string | null>,
): Promise<{ html: string; sanitizeMessages: string[] }> {
  const cleaned = await clean(html);
  if (cleaned === null) throw new ValidationError({ 'slide_template.html': [slideTemplateMessages.tooComplex] });
  const { stacks } = parse(cleaned);
  if (stacks.length !== 1 || stacks[0]!.wrapper !== null)
    throw new ValidationError({ 'slide_template.html': [slideTemplateMessages.oneSlide] });
  return { html: cleaned, sanitizeMessages: sanitizerRemovals(html, cleaned) };
}
