import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { accountMessages, passwordProblem } from '@lectern/domain';
import { resetPassword } from '../api/account';
import { FormMessage, SubmitButton } from '../forms/form-parts';
import { showFailure, validateFields } from '../forms/form-fields';
import { TextField } from '../forms/text-field';
import { useField } from '../forms/use-field';
import { startSession } from '../session/session-actions';
import { AccountScreen } from './account-screen';

const route = getRouteApi('/users/password/edit');

/** Chooses a new password with the link's token; success signs in and opens the profile. */
export function PasswordReset() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { reset_password_token: token } = route.useSearch();
  const form = useRef<HTMLFormElement>(null);
  const password = useField({ rule: passwordProblem });
  const fields = { password };
  const [message, setMessage] = useState<string | undefined>(token ? undefined : accountMessages.resetTokenInvalid);

  const submit = useMutation({
    mutationFn: (newPassword: string) => resetPassword(token ?? '', newPassword),
    onSuccess: async (response) => {
      await startSession(queryClient, response);
      await navigate({ to: '/$username', params: { username: response.user.username } });
    },
    onError: (error) => setMessage(showFailure(form.current, fields, error)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    setMessage(undefined);
    if (validateFields(event.currentTarget, fields)) submit.mutate(password.value);
  };

  return (
    <AccountScreen
      lead="Choose the password you will sign in with from now on."
      footer={<Link to="/users/password">Send me a new link</Link>}
    >
      <form ref={form} className="form" noValidate onSubmit={onSubmit}>
        <TextField
          field={password}
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <FormMessage message={message} />
        <SubmitButton label="Save password" busyLabel="Saving…" busy={submit.isPending} disabled={!token} />
      </form>
    </AccountScreen>
  );
}
