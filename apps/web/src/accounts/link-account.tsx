import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { PendingLinkResponse } from '@lectern/contracts';
import { ApiError } from '../api/client';
import { completeLink, linkedServicesQueryOptions, pendingLinkQueryOptions } from '../api/sign-in';
import { FormMessage, SubmitButton } from '../forms/form-parts';
import { showFailure, validateFields } from '../forms/form-fields';
import { required } from '../forms/required';
import { TextField } from '../forms/text-field';
import { useField } from '../forms/use-field';
import { startSession } from '../session/session-actions';
import { AccountScreen } from './account-screen';

/**
 * A provider's account is linked to a Lectern account only once the person gives that account's
 * password: the account of the provider's verified address, or the signed-in one (account edit).
 */
export function LinkAccount() {
  const pending = useQuery(pendingLinkQueryOptions());
  if (pending.isPending) return null;
  if (pending.isError) {
    const expired = pending.error instanceof ApiError && pending.error.status === 404;
    return (
      <AccountScreen footer={<Link to="/users/sign_in">Sign in</Link>}>
        <p className="form-message" role="alert">
          {expired ? pending.error.message : 'This request to link accounts could not be read. Please try again.'}
        </p>
      </AccountScreen>
    );
  }
  return <LinkForm link={pending.data} />;
}

function LinkForm({ link }: { link: PendingLinkResponse }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const password = useField({ rule: required });
  const fields = { current_password: password };
  const [message, setMessage] = useState<string>();
  const provider = link.provider.name;

  const submit = useMutation({
    mutationFn: () => completeLink(password.value),
    onSuccess: async (response) => {
      await startSession(queryClient, response);
      await queryClient.invalidateQueries({ queryKey: linkedServicesQueryOptions().queryKey });
      await navigate({ href: response.redirect });
    },
    onError: (error) => setMessage(showFailure(form.current, fields, error)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    if (validateFields(event.currentTarget, fields)) submit.mutate();
  };

  return (
    <AccountScreen
      lead={
        link.signed_in
          ? `Enter your password to sign in with ${provider} from now on.`
          : `You have a Lectern account already: ${link.username}, with the e-mail ${link.email}. Enter its password to link ${provider} to it and sign in.`
      }
      footer={<Link to="/users/password">Forgot your password?</Link>}
    >
      <form ref={form} className="form" noValidate onSubmit={onSubmit}>
        <TextField
          field={password}
          name="current_password"
          label={link.signed_in ? 'Your password' : `Password of ${link.username}`}
          type="password"
          autoComplete="current-password"
          autoFocus
        />
        <FormMessage message={message} />
        <SubmitButton label={`Link ${provider}`} busyLabel="Linking…" busy={submit.isPending} />
      </form>
    </AccountScreen>
  );
}
