import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamMember } from '@lectern/contracts';
import {
  changeMemberRole,
  deactivateMember,
  deleteMember,
  reactivateMember,
  TEAM_QUERY_KEY,
  teamMembersQueryOptions,
} from '../api/teams';
import { useNotify } from '../notifications/notification-context';
import { useCurrentUser } from '../session/session-context';
import { DeleteMemberDialog } from './delete-member-dialog';
import { InvitedTable } from './invited-table';
import { MemberSearch } from './member-search';
import { TeamScreen } from './team-screen';
import { isTeamManager } from '../session/team-manager';
import { teamTexts } from './team-texts';

/**
 * The team's members (spec/002 §2 "team edit members", §4): active, inactive and invited in three
 * tables. Managers change roles (the owner's is fixed), deactivate and reactivate members, and
 * delete a deactivated one, keeping their decks if they choose; no one deactivates themselves or
 * an owner.
 */
export function TeamMembers() {
  const me = useCurrentUser();
  const manager = isTeamManager(me);
  const members = useQuery(teamMembersQueryOptions());
  const active = members.data?.filter((member) => member.membership.activated) ?? [];
  const inactive = members.data?.filter((member) => !member.membership.activated) ?? [];
  return (
    <TeamScreen title={teamTexts.membersTitle}>
      <MemberSearch />
      {members.isPending ? (
        <p role="status">{teamTexts.loading}</p>
      ) : members.isError ? (
        <p role="alert">{teamTexts.loadMembersFailed}</p>
      ) : (
        <>
          <MembersTable caption={teamTexts.activeMembers} members={active} meId={me?.id} manager={manager} />
          {inactive.length > 0 ? (
            <MembersTable caption={teamTexts.inactiveMembers} members={inactive} meId={me?.id} manager={manager} />
          ) : (
            <>
              <h2 className="team-screen__heading">{teamTexts.inactiveMembers}</h2>
              <p className="team-empty">{teamTexts.noInactive}</p>
            </>
          )}
          {manager && <InvitedTable />}
        </>
      )}
    </TeamScreen>
  );
}

function MembersTable({
  caption,
  members,
  meId,
  manager,
}: {
  caption: string;
  members: TeamMember[];
  meId: string | undefined;
  manager: boolean;
}) {
  return (
    <table className="team-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{teamTexts.member}</th>
          <th scope="col">{teamTexts.role}</th>
          {manager && <th scope="col">{teamTexts.actions}</th>}
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <MemberRow key={member.id} member={member} isMe={member.id === meId} manager={manager} />
        ))}
      </tbody>
    </table>
  );
}

function MemberRow({ member, isMe, manager }: { member: TeamMember; isMe: boolean; manager: boolean }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY });
  const done = (message: string) => async () => {
    notify({ message, type: 'positive' });
    await refresh();
  };
  const failed = (message: string) => () => notify({ message, type: 'negative' });

  const role = useMutation({
    mutationFn: (next: 'admin' | 'member') => changeMemberRole(member.id, next),
    onSuccess: done(teamTexts.roleSaved),
    onError: failed(teamTexts.roleFailed),
  });
  const deactivate = useMutation({
    mutationFn: () => deactivateMember(member.id),
    onSuccess: done(teamTexts.deactivated),
    onError: failed(teamTexts.deactivateFailed),
  });
  const reactivate = useMutation({
    mutationFn: () => reactivateMember(member.id),
    onSuccess: done(teamTexts.activated),
    onError: failed(teamTexts.activateFailed),
  });
  const remove = useMutation({
    mutationFn: (absorbDecks: boolean) => deleteMember(member.id, absorbDecks),
    onSuccess: done(teamTexts.deleted),
    onError: failed(teamTexts.deleteFailed),
  });

  const owner = member.team_role === 'owner';
  const activated = member.membership.activated;
  const name = `${member.username}${isMe ? ` ${teamTexts.you}` : ''}`;
  return (
    <tr>
      <td>
        {name}
        <span className="team-table__email">{member.email}</span>
      </td>
      <td>
        {owner ? (
          teamTexts.roles.owner
        ) : (
          <select
            aria-label={`${teamTexts.role} of ${member.username}`}
            value={member.team_role}
            disabled={!manager || !activated || role.isPending}
            onChange={(event) => role.mutate(event.target.value as 'admin' | 'member')}
          >
            <option value="admin">{teamTexts.roles.admin}</option>
            <option value="member">{teamTexts.roles.member}</option>
          </select>
        )}
      </td>
      {manager && (
        <td>
          <div className="team-table__actions">
            {activated && !owner && !isMe && (
              <button
                type="button"
                className="button"
                disabled={deactivate.isPending}
                onClick={() => deactivate.mutate()}
              >
                {teamTexts.deactivate}
                <span className="visually-hidden"> {member.username}</span>
              </button>
            )}
            {!activated && (
              <>
                <button
                  type="button"
                  className="button"
                  disabled={reactivate.isPending}
                  onClick={() => reactivate.mutate()}
                >
                  {teamTexts.reactivate}
                  <span className="visually-hidden"> {member.username}</span>
                </button>
                <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
                  {teamTexts.remove}
                  <span className="visually-hidden"> {member.username}</span>
                </button>
              </>
            )}
          </div>
          {confirming && (
            <DeleteMemberDialog
              username={member.username}
              onAnswer={(answer) => {
                setConfirming(false);
                if (answer) remove.mutate(answer.absorbDecks);
              }}
            />
          )}
        </td>
      )}
    </tr>
  );
}
