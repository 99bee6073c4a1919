import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { billingSetupQueryOptions } from '../api/billing';
import { CardFormField, CouponField, useCardForm } from '../billing';
import { isTeamSlugTaken, signUpTeam, teamHandoffUrl } from '../api/teams';
import { AccountScreen } from '../accounts';
import { FormMessage, SubmitButton } from '../forms/form-parts';
import { validateFields } from '../forms/form-fields';
import { createTakenMessages } from '../forms/taken-message';
import { TextField } from '../forms/text-field';
import { useField } from '../forms/use-field';
import { useNotify } from '../notifications/notification-context';
import { startSession } from '../session/session-actions';
import { teamSignUpFailure } from './team-sign-up-failure';
import { teamTexts } from './team-texts';

export type BillingPeriod = 'monthly' | 'yearly';

/**
 * Team sign-up (spec/002 §2, §4, §5): the team's name and address, the owner's account and the
 * billing period; with payments on, a card in the provider's card element and an optional coupon:
 * the team pays per seat from the start (decision 0053). The address follows the name until it is
 * typed itself; both it and the username are checked against the server as typed. A card the
 * provider refuses shows its message and the button stops loading (spec/002 §8). The new owner
 * lands on the team's own host.
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
  const notify = useNotify();
  const payments = useQuery(billingSetupQueryOptions());
  const card = useCardForm(payments.data ?? null);
  const [coupon, setCoupon] = useState('');
  const [tokenizing, setTokenizing] = useState(false);

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

  /** The card as the provider's token when payments are on; null when they are off; undefined once refused (and said so). */
  async function cardToken(): Promise<string | null | undefined> {
    if (!payments.data) return null;
    setTokenizing(true);
    try {
      const token = await card.token();
      if ('id' in token) return token.id;
      notify({ message: token.message ?? teamTexts.cardFailed, type: 'negative' });
    } catch (error) {
      notify({ message: (error as Error).message, type: 'negative' });
    } finally {
      setTokenizing(false);
    }
    return undefined;
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    if (!validateFields(event.currentTarget, fields)) return;
    const token = await cardToken();
    if (token === undefined) return;
    submit.mutate({
      team: { name: teamName.value.trim(), slug: slug.value },
      user: { username: username.value, email: email.value.trim(), password: password.value },
      subscription: { billing_period: billingPeriod, ...(token ? { token, coupon } : {}) },
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
      <form ref={form} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
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
        {payments.data && (
          <>
            <p id={`${periodId}-card`} className="field__label">
              {teamTexts.card}
            </p>
            <p className="field__hint">{teamTexts.perSeat}</p>
            <CardFormField form={card} labelId={`${periodId}-card`} />
            <CouponField value={coupon} onChange={setCoupon} />
          </>
        )}
        <FormMessage message={message} />
        <SubmitButton
          label={teamTexts.signUpSubmit}
          busyLabel={teamTexts.signUpBusy}
          busy={tokenizing || submit.isPending}
          disabled={payments.isPending || (Boolean(payments.data) && !card.ready)}
        />
      </form>
    </AccountScreen>
  );
}
