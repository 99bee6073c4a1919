import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamInvite } from '@lectern/contracts';
import { genericErrorMessage } from '../errors/generic-error';
import { ApiError } from '../api/client';
import { cancelInvitation, resendInvitation, TEAM_QUERY_KEY, teamInvitationsQueryOptions } from '../api/teams';
import { useNotify } from '../notifications/notification-context';
import { teamTexts } from './team-texts';

/** The waiting invitations (spec/002 §4 "invited"): re-send, cancel, or copy the link to hand it over. */
export function InvitedTable() {
  const invitations = useQuery(teamInvitationsQueryOptions());
  if (invitations.isPending) return <p role="status">{teamTexts.loading}</p>;
  if (invitations.isError) return <p role="alert">{teamTexts.pageError}</p>;
  if (invitations.data.length === 0)
    return (
      <>
        <h2 className="team-screen__heading">{teamTexts.invitedMembers}</h2>
        <p className="team-empty">{teamTexts.noInvited}</p>
      </>
    );
  return (
    <table className="team-table team-table--invited">
      <caption>{teamTexts.invitedMembers}</caption>
      <thead>
        <tr>
          <th scope="col">{teamTexts.member}</th>
          <th scope="col">{teamTexts.role}</th>
          <th scope="col">{teamTexts.actions}</th>
        </tr>
      </thead>
      <tbody>
        {invitations.data.map((invite) => (
          <InvitedRow key={invite.id} invite={invite} />
        ))}
      </tbody>
    </table>
  );
}

function InvitedRow({ invite }: { invite: TeamInvite }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY });
  const resend = useMutation({
    mutationFn: () => resendInvitation(invite.id),
    onSuccess: () => notify({ message: teamTexts.inviteResent, type: 'positive' }),
    onError: (error) => notify({ message: firstEmailProblem(error) ?? teamTexts.inviteFailed, type: 'negative' }),
  });
  const cancel = useMutation({
    mutationFn: () => cancelInvitation(invite.id),
    onSuccess: async () => {
      notify({ message: teamTexts.inviteDeleted, type: 'positive' });
      await refresh();
    },
    onError: () => notify({ message: teamTexts.inviteDeleteFailed, type: 'negative' }),
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invite.invitation_url);
      notify({ message: teamTexts.inviteCopied, type: 'positive' });
    } catch (error) {
      // The browser refused the clipboard.
      notify({ message: genericErrorMessage(error), type: 'negative' });
    }
  };
  const role = teamTexts.roles[invite.team_role];
  return (
    <tr>
      <td>{invite.email}</td>
      <td>
        <select aria-label={`${teamTexts.role} of ${invite.email}`} value={invite.team_role} disabled>
          <option value={invite.team_role}>{role}</option>
        </select>
      </td>
      <td>
        <div className="team-table__actions">
          <button type="button" className="button" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {teamTexts.inviteResend}
            <span className="visually-hidden"> to {invite.email}</span>
          </button>
          <button type="button" className="button" onClick={() => void copy()}>
            {teamTexts.inviteCopy}
            <span className="visually-hidden"> for {invite.email}</span>
          </button>
          <button type="button" className="button" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {teamTexts.inviteCancel}
            <span className="visually-hidden"> for {invite.email}</span>
          </button>
        </div>
      </td>
    </tr>
  );
}

/** The server's first problem with the e-mail, which spec/002 §8 shows instead of the generic text. */
export function firstEmailProblem(error: unknown): string | undefined {
  return error instanceof ApiError ? error.fields?.['invitation.email']?.[0] : undefined;
}
