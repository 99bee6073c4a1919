import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { signIn } from '../api/account';
import { FormMessage, SubmitButton } from '../forms/form-parts';
import { required } from '../forms/required';
import { showFailure, validateFields } from '../forms/form-fields';
import { TextField } from '../forms/text-field';
import { useField } from '../forms/use-field';
import { sameOriginPath } from '../routing/same-origin-path';
import { startSession } from '../session/session-actions';
import { AccountScreen } from './account-screen';

const route = getRouteApi('/users/sign_in');

/** Sign-in with a username or e-mail; success goes back to `redirect` when it is on this site, else to the profile. */
export function SignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { redirect } = route.useSearch();
  const form = useRef<HTMLFormElement>(null);
  const login = useField({ rule: required });
  const password = useField({ rule: required });
  const fields = { login, password };
  const [message, setMessage] = useState<string>();

  const submit = useMutation({
    mutationFn: signIn,
    onSuccess: async (response) => {
      await startSession(queryClient, response);
      const back = sameOriginPath(redirect, window.location.origin);
      if (back) await navigate({ href: back });
      else await navigate({ to: '/$username', params: { username: response.user.username } });
    },
    onError: (error) => setMessage(showFailure(form.current, fields, error)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    if (!validateFields(event.currentTarget, fields)) return;
    submit.mutate({ login: login.value.trim(), password: password.value });
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
      <form ref={form} className="form" noValidate onSubmit={onSubmit}>
        <TextField field={login} name="login" label="Username or e-mail" autoComplete="username" autoFocus />
        <TextField field={password} name="password" label="Password" type="password" autoComplete="current-password" />
        <p className="form__aside">
          <Link to="/users/password">Forgot your password?</Link>
        </p>
        <FormMessage message={message} />
        <SubmitButton label="Sign in" busyLabel="Signing in…" busy={submit.isPending} />
      </form>
    </AccountScreen>
  );
}
