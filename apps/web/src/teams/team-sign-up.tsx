import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  emailProblem,
  passwordProblem,
  slugFromTeamName,
  teamNameProblem,
  teamSlugProblem,
  usernameProblem,
} from '@lectern/domain';
import { isUsernameTaken } from '../api/account';
import { isTeamSlugTaken, signUpTeam, teamHandoffUrl } from '../api/teams';
import { AccountScreen } from '../accounts/account-screen';
import { FormMessage, SubmitButton } from '../forms/form-parts';
import { validateFields } from '../forms/form-fields';
import { createTakenMessages } from '../forms/taken-message';
import { TextField } from '../forms/text-field';
import { useField } from '../forms/use-field';
import { startSession } from '../session/session-actions';
import { teamSignUpFailure } from './team-sign-up-failure';
import { teamTexts } from './team-texts';

export type BillingPeriod = 'monthly' | 'yearly';

/**
 * Team sign-up (spec/002 §2, §4, §5): the team's name and address, the owner's account and the
 * billing period. The address follows the name until it is typed itself; both it and the
 * username are checked against the server as typed. The new owner lands on the team's own host.
 */
export function TeamSignUp({ period }: { period: BillingPeriod }) {
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const periodId = useId();
  const [slugTaken] = useState(createTakenMessages);
  const [usernameTaken] = useState(createTakenMessages);
  const teamName = useField({ rule: teamNameProblem });
  const slug = useField({
    rule: teamSlugProblem,
    remote: async (value, signal) => ((await isTeamSlugTaken(value, signal)) ? slugTaken() : undefined),
    normalize: (value) => value.toLowerCase(),
  });
  const username = useField({
    rule: usernameProblem,
    remote: async (value, signal) => ((await isUsernameTaken(value, signal)) ? usernameTaken() : undefined),
    normalize: (value) => value.toLowerCase(),
  });
  const email = useField({ rule: (value) => emailProblem(value.trim()) });
  const password = useField({ rule: passwordProblem });
  const fields = { team_name: teamName, slug, username, email, password };
  const [slugTyped, setSlugTyped] = useState(false);
  const [billingPeriod, setBillingPeriod] = useState<BillingPeriod>(period);
  const [message, setMessage] = useState<string>();

  const submit = useMutation({
    mutationFn: signUpTeam,
    onSuccess: async (response) => {
      await startSession(queryClient, response);
      window.location.assign(await teamHandoffUrl('/edit'));
    },
    onError: (error) => {
      const failure = teamSignUpFailure(error);
      for (const [name, problem] of Object.entries(failure.fields)) fields[name as keyof typeof fields].show(problem);
      const first = Object.keys(failure.fields)[0];
      const element = first ? form.current?.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
      setMessage(failure.message || undefined);
    },
  });

  const changeName = (value: string) => {
    teamName.change(value);
    if (!slugTyped) slug.change(slugFromTeamName(value));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    if (!validateFields(event.currentTarget, fields)) return;
    submit.mutate({
      team: { name: teamName.value.trim(), slug: slug.value },
      user: { username: username.value, email: email.value.trim(), password: password.value },
      subscription: { billing_period: billingPeriod },
    });
  };

  const host = window.location.host;
  return (
    <AccountScreen
      lead={teamTexts.signUpLead}
      footer={
        <>
          Already have an account? <Link to="/users/sign_in">Sign in</Link>
        </>
      }
    >
      <form ref={form} className="form" noValidate onSubmit={onSubmit}>
        <TextField
          field={{ ...teamName, change: changeName }}
          name="team_name"
          label={teamTexts.teamName}
          autoComplete="organization"
          autoFocus
        />
        <TextField
          field={{
            ...slug,
            change: (value) => {
              setSlugTyped(true);
              slug.change(value);
            },
          }}
          name="slug"
          label={teamTexts.teamAddress}
          autoComplete="off"
          hint={`Your team will live at ${slug.value || 'team'}.${host}`}
        />
        <TextField field={username} name="username" label="Your username" autoComplete="username" />
        <TextField field={email} name="email" label="Your e-mail" type="email" autoComplete="email" />
        <TextField field={password} name="password" label="Password" type="password" autoComplete="new-password" />
        <div className="field">
          <label htmlFor={periodId} className="field__label">
            {teamTexts.billingPeriod}
          </label>
          <select
            id={periodId}
            name="billing_period"
            className="field__input"
            value={billingPeriod}
            onChange={(event) => setBillingPeriod(event.target.value as BillingPeriod)}
          >
            <option value="monthly">Monthly</option>
            <option value="yearly">Yearly</option>
          </select>
        </div>
        <FormMessage message={message} />
        <SubmitButton label={teamTexts.signUpSubmit} busyLabel={teamTexts.signUpBusy} busy={submit.isPending} />
      </form>
    </AccountScreen>
  );
}
