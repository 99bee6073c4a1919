import type { DeckCard } from '@lectern/contracts';

/** A deck's thumbnail, or a cover made of its initial while it has none. */
export function DeckCover({ deck }: { deck: Pick<DeckCard, 'title' | 'thumbnail_url'> }) {
  if (deck.thumbnail_url) {
    return <img className="deck-cover" src={deck.thumbnail_url} alt="" loading="lazy" draggable={false} />;
  }
  return (
    <span className="deck-cover deck-cover--blank" aria-hidden="true">
      {deck.title.trim().charAt(0).toUpperCase() || '·'}
    </span>
  );
}
