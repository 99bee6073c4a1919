import type { DeckCard } from '@lectern/contracts';
import { DeckCover } from '../decks';
import { MAX_DRAG_GHOSTS } from './drag-gesture';

/** The dragged decks following the pointer: up to six stacked cards and how many there are. */
export function DragGhosts({
  decks,
  ghostRef,
}: {
  decks: readonly DeckCard[];
  ghostRef: (element: HTMLElement | null) => void;
}) {
  return (
    <div ref={ghostRef} className="drag-ghosts" aria-hidden="true">
      {decks.slice(0, MAX_DRAG_GHOSTS).map((deck) => (
        <div key={deck.id} className="drag-ghost">
          <DeckCover deck={deck} />
          <span className="drag-ghost__title">{deck.title}</span>
        </div>
      ))}
      {decks.length > 1 && <span className="drag-ghosts__count">{decks.length}</span>}
    </div>
  );
}
