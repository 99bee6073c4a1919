import { useQuery } from '@tanstack/react-query';
import { teamQueryOptions } from '../api/teams';
import { TeamDecks } from './team-decks';
import { MemberSearch } from './member-search';
import { TeamScreen } from './team-screen';
import { teamTexts } from './team-texts';

/** The team show page (spec/002 §2): the team with its logo, its size and a search over its members. */
export function TeamShow() {
  const team = useQuery(teamQueryOptions());
  if (team.isPending) return <p role="status">{teamTexts.loading}</p>;
  if (team.isError) return <p role="alert">{teamTexts.pageError}</p>;
  return (
    <TeamScreen title={team.data.name}>
      {team.data.logo_url && <img className="team-logo__image" src={team.data.logo_url} alt={teamTexts.teamLogo} />}
      <p className="screen__text">{teamTexts.memberCount(team.data.user_count)}</p>
      <MemberSearch />
      <TeamDecks />
    </TeamScreen>
  );
}
