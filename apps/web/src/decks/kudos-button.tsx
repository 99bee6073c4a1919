import type { DeckCard } from '@lectern/contracts';
import { useKudos } from './use-kudos';

/** Kudos for a deck: a toggle for the signed-in, the count alone for visitors. */
export function KudosButton({
  deck,
  canGive,
}: {
  deck: Pick<DeckCard, 'id' | 'kudos_count' | 'title'> & { kudoed?: boolean };
  canGive: boolean;
}) {
  const kudos = useKudos(deck);
  if (!canGive) {
    return (
      <span className="kudos">
        <HeartIcon />
        {kudos.kudos_count}
        <span className="visually-hidden"> kudos</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      className="kudos kudos--button"
      aria-pressed={kudos.kudoed}
      aria-label={`Kudos for ${deck.title}, ${kudos.kudos_count}`}
      onClick={() => void kudos.toggle()}
    >
      <HeartIcon />
      {kudos.kudos_count}
    </button>
  );
}

function HeartIcon() {
  return (
    <svg className="kudos__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 14s-5.5-3.4-5.5-7.2C2.5 4.6 4 3 5.8 3 6.9 3 7.6 3.6 8 4.3 8.4 3.6 9.1 3 10.2 3c1.8 0 3.3 1.6 3.3 3.8C13.5 10.6 8 14 8 14z" />
    </svg>
  );
}
