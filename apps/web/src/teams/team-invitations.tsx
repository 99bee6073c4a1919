import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendInvitation, TEAM_QUERY_KEY } from '../api/teams';
import { useNotify } from '../notifications/notification-context';
import { firstEmailProblem, InvitedTable } from './invited-table';
import { TeamScreen } from './team-screen';
import { teamTexts } from './team-texts';

/**
 * Invitations (spec/002 §5 "Invitation", §8): the e-mail is trimmed and the button waits for one;
 * the server mails the link. Below, the invitations still waiting.
 */
export function TeamInvitations() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const emailId = useId();
  const roleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'admin' | 'member'>('member');
  const trimmed = email.trim();
  const send = useMutation({
    mutationFn: () => sendInvitation(trimmed, role),
    onSuccess: async () => {
      notify({ message: teamTexts.inviteSent, type: 'positive' });
      setEmail('');
      await queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY });
    },
    onError: (error) => notify({ message: firstEmailProblem(error) ?? teamTexts.inviteFailed, type: 'negative' }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed.length > 1) send.mutate();
  };
  return (
    <TeamScreen title={teamTexts.invitationsTitle}>
      <form className="team-form team-form--inline" noValidate onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={emailId} className="field__label">
            {teamTexts.inviteEmail}
          </label>
          <input
            id={emailId}
            type="email"
            className="field__input"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={roleId} className="field__label">
            {teamTexts.inviteRole}
          </label>
          <select id={roleId} value={role} onChange={(event) => setRole(event.target.value as 'admin' | 'member')}>
            <option value="member">{teamTexts.roles.member}</option>
            <option value="admin">{teamTexts.roles.admin}</option>
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={trimmed.length <= 1 || send.isPending}>
          {send.isPending ? teamTexts.inviteSending : teamTexts.inviteSend}
        </button>
      </form>
      <InvitedTable />
    </TeamScreen>
  );
}
