import { parse, type Deck } from '@lectern/deck-format';
import { idSource } from './model/ids';
import { starterDeck, type SlideSize } from './model/new-content';

/** The deck's content as the editor opens it: the saved markup, or one slide with a title for a deck with none. */
export function initialContent(markup: string, size: SlideSize): Deck {
  const parsed = markup.trim() === '' ? null : parse(markup);
  if (parsed && parsed.stacks.length > 0) return parsed;
  const nextId = idSource({ stacks: [] });
  return starterDeck(nextId(), nextId(), size);
}
