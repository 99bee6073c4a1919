import * as Y from 'yjs';
import { applyDeck, deckFromDoc } from '@lectern/deck-doc';
import { parse, serializeSlide, type Deck } from '@lectern/deck-format';
import { cleanDeckMarkup } from '@lectern/deck-format/sanitize';

/** The ids of the slides a transaction changed anything in (their own map, or anything below it). */
type SharedType = Parameters<Y.Transaction['changed']['get']>[0];

function touchedSlides(doc: Y.Doc, transaction: Y.Transaction): Set<string> {
  const slides = doc.getMap('slides') as unknown as SharedType;
  const touched = new Set<string>();
  for (const [type, keys] of transaction.changed) {
    if (type === slides) for (const key of keys) if (key !== null) touched.add(key);
    let current: SharedType | null = type;
    while (current?._item) {
      const parent = current._item.parent as SharedType;
      if (parent === slides) {
        touched.add(current._item.parentSub!);
        break;
      }
      current = parent;
    }
  }
  return touched;
}

/**
 * Inside the transaction that applied a client's update: each slide it touched is cleaned as a
 * save cleans it, and what cleaning removed is removed from the document in the same transaction.
 * So the one update the transaction makes, which other clients receive and the log keeps, never
 * shows what the sanitizer removes (decision 0071). Answers whether cleaning changed anything.
 */
export function cleanTouchedSlides(doc: Y.Doc, transaction: Y.Transaction): boolean {
  const touched = touchedSlides(doc, transaction);
  if (touched.size === 0) return false;
  const deck = deckFromDoc(doc);
  let cleaned = false;
  const stacks: Deck['stacks'] = deck.stacks.map((stack) => ({
    ...stack,
    slides: stack.slides.map((slide) => {
      if (!touched.has(slide.id)) return slide;
      const markup = serializeSlide(slide);
      const cleaning = cleanDeckMarkup(markup);
      if ('problem' in cleaning || cleaning.data === markup) return slide;
      cleaned = true;
      const kept = parse(cleaning.data).stacks[0]?.slides[0];
      return kept ? { ...kept, id: slide.id } : slide;
    }),
  }));
  if (!cleaned) return false;
  applyDeck(doc, { ...deck, stacks });
  // The server's own change: applying the client's update marked the transaction remote, and yjs
  // would take the server's items in a remote transaction for another client using its id.
  transaction.local = true;
  return true;
}
