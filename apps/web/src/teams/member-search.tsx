import { useDeferredValue, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { searchTeamMembers } from '../api/teams';
import { teamTexts } from './team-texts';

/** The member search of the team show page (GET /team/search): username or e-mail, as typed. */
export function MemberSearch() {
  const id = useId();
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const results = useQuery({
    queryKey: ['team', 'search', q] as const,
    queryFn: ({ signal }) => searchTeamMembers(q, signal),
    enabled: q.length > 0,
  });
  return (
    <div className="team-search" role="search">
      <label htmlFor={id} className="field__label">
        {teamTexts.searchLabel}
      </label>
      <input id={id} type="search" className="field__input" value={query} onChange={(e) => setQuery(e.target.value)} />
      {q.length > 0 && results.data && (
        <ul className="team-search__results" aria-live="polite">
          {results.data.length === 0 ? (
            <li>{teamTexts.searchNone(q)}</li>
          ) : (
            results.data.map((member) => (
              <li key={member.id}>
                {member.username} <span className="team-table__email">{member.email}</span>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
