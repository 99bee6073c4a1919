import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { signIn } from '../api/account';
import { signInOptionsQueryOptions } from '../api/sign-in';
import { FormMessage, SubmitButton } from '../forms/form-parts';
import { required } from '../forms/required';
import { showFailure, validateFields } from '../forms/form-fields';
import { TextField } from '../forms/text-field';
import { useField } from '../forms/use-field';
import { sameOriginPath } from '../routing/same-origin-path';
import { startSession } from '../session/session-actions';
import { AccountScreen } from './account-screen';
import { AuthSection } from './auth-section';
import { BOT_CHECK_NEEDED, useBotCheck } from './bot-check';
import { ProviderProblem } from './provider-problem';
import { OrDivider, ProviderButtons } from './provider-buttons';

const route = getRouteApi('/users/sign_in');

/**
 * Sign-in with a username or e-mail, or with a sign-in provider when any is configured (then each
 * way is a section of its own); success goes back to `redirect` when it is on this site, else to
 * the profile.
 */
export function SignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { redirect, auth_error, provider } = route.useSearch();
  const { providers, bot_check } = useSuspenseQuery(signInOptionsQueryOptions()).data;
  const form = useRef<HTMLFormElement>(null);
  const login = useField({ rule: required });
  const password = useField({ rule: required });
  const fields = { login, password };
  const botCheck = useBotCheck(bot_check);
  const [message, setMessage] = useState<string>();
  const back = sameOriginPath(redirect, window.location.origin);

  const submit = useMutation({
    mutationFn: () => signIn({ login: login.value.trim(), password: password.value }, botCheck.token),
    onSuccess: async (response) => {
      await startSession(queryClient, response);
      if (back) await navigate({ href: back });
      else await navigate({ to: '/$username', params: { username: response.user.username } });
    },
    onError: (error) => {
      botCheck.spent();
      setMessage(showFailure(form.current, fields, error));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    if (!validateFields(event.currentTarget, fields)) return;
    if (!botCheck.passed) return setMessage(BOT_CHECK_NEEDED);
    submit.mutate();
  };

  return (
    <AccountScreen
      lead="Welcome back."
      footer={
        <>
          New here? <Link to="/users/sign_up">Sign up</Link>
        </>
      }
    >
      <ProviderProblem problem={auth_error} provider={provider} providers={providers} />
      {providers.length > 0 && (
        <>
          <ProviderButtons providers={providers} query={() => ({ intent: 'sign_in', redirect: back })} />
          <OrDivider />
        </>
      )}
      <AuthSection title={providers.length > 0 ? 'Sign in with a password' : undefined}>
        <form ref={form} className="form" noValidate onSubmit={onSubmit}>
          <TextField field={login} name="login" label="Username or e-mail" autoComplete="username" autoFocus />
          <TextField
            field={password}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <p className="form__aside">
            <Link to="/users/password">Forgot your password?</Link>
          </p>
          {botCheck.widget}
          <FormMessage message={message} />
          <SubmitButton label="Sign in" busyLabel="Signing in…" busy={submit.isPending} />
        </form>
      </AuthSection>
    </AccountScreen>
  );
}
