import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { teamDecksQueryOptions } from '../api/teams';
import { teamTexts } from './team-texts';

type Order = 'newest-first' | 'oldest-first';

/** The team's decks (internal and public), which only its members see. */
export function TeamDecks() {
  const orderId = useId();
  const [order, setOrder] = useState<Order>('newest-first');
  const decks = useQuery(teamDecksQueryOptions(order));
  return (
    <section className="team-decks" aria-labelledby={`${orderId}-title`}>
      <div className="team-decks__header">
        <h2 id={`${orderId}-title`} className="team-screen__heading">
          {teamTexts.teamDecks}
        </h2>
        <label htmlFor={orderId} className="visually-hidden">
          {teamTexts.order}
        </label>
        <select id={orderId} value={order} onChange={(event) => setOrder(event.target.value as Order)}>
          <option value="newest-first">{teamTexts.newestFirst}</option>
          <option value="oldest-first">{teamTexts.oldestFirst}</option>
        </select>
      </div>
      {decks.isPending ? (
        <p role="status">{teamTexts.loading}</p>
      ) : decks.isError ? (
        <p role="alert">{teamTexts.decksFailed}</p>
      ) : decks.data.results.length === 0 ? (
        <p className="team-empty">{teamTexts.noDecks}</p>
      ) : (
        <ul className="team-decks__list">
          {decks.data.results.map((deck) => (
            <li key={deck.id}>
              <Link to="/$username/$slugOrId" params={{ username: deck.user.username, slugOrId: deck.slug }}>
                {deck.title}
              </Link>{' '}
              <span className="team-table__email">{deck.user.username}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
