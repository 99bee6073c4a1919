import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { passwordProblem, usernameProblem } from '@lectern/domain';
import { isUsernameTaken } from '../api/account';
import { ApiError } from '../api/client';
import { acceptInvitation, invitationQueryOptions, teamHandoffUrl } from '../api/teams';
import { AccountScreen } from '../accounts';
import { FormMessage, SubmitButton } from '../forms/form-parts';
import { showFailure, validateFields } from '../forms/form-fields';
import { createTakenMessages } from '../forms/taken-message';
import { TextField } from '../forms/text-field';
import { useField } from '../forms/use-field';
import { useCurrentUser } from '../session/session-context';
import { startSession } from '../session/session-actions';
import { teamTexts } from './team-texts';
import './team.css';

/**
 * The page an invitation link opens (spec/002 §2 "invitation"): a new person picks a username and
 * a password for the invited e-mail, a signed-in one joins as they are; both land on the team's host.
 */
export function InvitationPage({ token }: { token: string }) {
  const invitation = useQuery(invitationQueryOptions(token));
  if (invitation.isPending) return <p role="status">{teamTexts.loading}</p>;
  if (invitation.isError)
    return (
      <AccountScreen>
        <p role="alert">
          {invitation.error instanceof ApiError && invitation.error.status === 404
            ? invitation.error.message
            : teamTexts.pageError}
        </p>
      </AccountScreen>
    );
  const { team, email, team_role } = invitation.data;
  return (
    <AccountScreen lead={teamTexts.invitationLead(email, teamTexts.roles[team_role].toLowerCase())}>
      <h2 className="invitation__title">{teamTexts.invitationTitle(team.name)}</h2>
      <JoinForm token={token} />
    </AccountScreen>
  );
}

function JoinForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const form = useRef<HTMLFormElement>(null);
  const [taken] = useState(createTakenMessages);
  const username = useField({
    rule: usernameProblem,
    remote: async (value, signal) => ((await isUsernameTaken(value, signal)) ? taken() : undefined),
    normalize: (value) => value.toLowerCase(),
  });
  const password = useField({ rule: passwordProblem });
  const fields = { username, password };
  const [message, setMessage] = useState<string>();
  const join = useMutation({
    mutationFn: () => acceptInvitation(token, me ? undefined : { username: username.value, password: password.value }),
    onSuccess: async (response) => {
      await startSession(queryClient, response);
      window.location.assign(await teamHandoffUrl('/team'));
    },
    onError: (error) => setMessage(showFailure(form.current, fields, error)),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    if (!me && !validateFields(event.currentTarget, fields)) return;
    join.mutate();
  };
  return (
    <form ref={form} className="form" noValidate onSubmit={onSubmit}>
      {me ? (
        <p>{teamTexts.invitationSignedIn(me.username)}</p>
      ) : (
        <>
          <TextField field={username} name="username" label="Username" autoComplete="username" autoFocus />
          <TextField field={password} name="password" label="Password" type="password" autoComplete="new-password" />
        </>
      )}
      <FormMessage message={message} />
      <SubmitButton label={teamTexts.invitationJoin} busyLabel={teamTexts.invitationJoining} busy={join.isPending} />
    </form>
  );
}
