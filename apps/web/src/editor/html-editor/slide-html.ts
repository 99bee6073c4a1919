import { parse, serializeSlide, type Slide } from '@lectern/deck-format';
import { apiRequest } from '../../api/client';

export const slideHtmlMessages = {
  oneSection: 'Keep the slide in one <section> element.',
  failed: 'Failed to save',
} as const;

/** The slide as the HTML editor shows it: its saved markup, one `<section>`. */
export const slideHtml = (slide: Slide) => serializeSlide(slide);

/**
 * Edited slide HTML as the editor takes it: cleaned by the server exactly as a save cleans it
 * (POST /decks/{id}/slide_html), then read as one slide. Nothing the cleaning removes reaches the
 * editor. A problem is a message for the person.
 */
export async function cleanedSlide(deckId: string, html: string): Promise<{ slide: Slide } | { problem: string }> {
  const cleaned = await apiRequest(`/decks/${encodeURIComponent(deckId)}/slide_html`, {
    method: 'POST',
    body: { html },
    answer: 'slideHtmlResponse',
  });
  const deck = parse(cleaned.html);
  const slides = deck.stacks.flatMap((stack) => stack.slides);
  const [slide] = slides;
  return slides.length === 1 && slide ? { slide } : { problem: slideHtmlMessages.oneSection };
}
