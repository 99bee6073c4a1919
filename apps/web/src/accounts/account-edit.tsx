import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { AccountUpdateRequest, CurrentUser } from '@lectern/contracts';
import { emailProblem, passwordProblem } from '@lectern/domain';
import { updateAccount } from '../api/account';
import { signInOptionsQueryOptions } from '../api/sign-in';
import { FormMessage, SubmitButton } from '../forms/form-parts';
import { showFailure, validateFields } from '../forms/form-fields';
import { required } from '../forms/required';
import { TextField } from '../forms/text-field';
import { useField, type Field } from '../forms/use-field';
import { useNotify } from '../notifications/notification-context';
import { showUser } from '../session/session-actions';
import { useCurrentUser } from '../session/session-context';
import { AccountScreen } from './account-screen';
import { SAVED_MESSAGE } from './account-texts';
import { AuthSection } from './auth-section';
import { FileSyncConnection } from './file-sync-connection';
import { LinkedServices } from './linked-services';
import { ProfilePhoto } from './profile-photo';
import { ProviderProblem } from './provider-problem';

const route = getRouteApi('/users/edit');

/**
 * Account edit (spec/002 §2, §5): the profile photo, e-mail and password of the signed-in user, and,
 * when sign-in providers are configured, the ones linked to the account (each way its own section);
 * one's own Dropbox, when the operator set it up.
 */
export function AccountEdit() {
  const user = useCurrentUser();
  const { auth_error, provider, file_sync, file_sync_error } = route.useSearch();
  const { providers } = useSuspenseQuery(signInOptionsQueryOptions()).data;
  // The route lets only the signed-in in; no user means this page is signing out and leaving.
  if (!user) return null;
  const withProviders = providers.length > 0;
  return (
    <AccountScreen
      lead={`Signed in as ${user.username}.`}
      footer={<Link to="/users/settings">Presenting, export and editor settings</Link>}
    >
      <ProviderProblem problem={auth_error} provider={provider} providers={providers} />
      <ProfilePhoto user={user} />
      <AuthSection title={withProviders ? 'E-mail and password' : undefined}>
        <AccountForm user={user} />
      </AuthSection>
      {withProviders && (
        <AuthSection title="Sign-in services">
          <LinkedServices providers={providers} />
        </AuthSection>
      )}
      <FileSyncConnection problem={file_sync_error} connected={file_sync === 'connected'} />
    </AccountScreen>
  );
}

/** The current password is asked for, and required, only when the e-mail or the password changes. */
function AccountForm({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const form = useRef<HTMLFormElement>(null);
  const email = useField({ initial: user.email, rule: (value) => emailProblem(value.trim()) });
  const password = useField({ rule: (value) => (value === '' ? undefined : passwordProblem(value)) });
  const currentPassword = useField({ rule: required });
  const [message, setMessage] = useState<string>();

  const emailChanged = email.value.trim() !== user.email;
  const confirming = emailChanged || password.value !== '';
  const fields: Record<string, Field> = { email, password, ...(confirming && { current_password: currentPassword }) };

  const submit = useMutation({
    mutationFn: updateAccount,
    onSuccess: async (response) => {
      await showUser(queryClient, response.user);
      email.reset(response.user.email);
      password.reset();
      currentPassword.reset();
      notify({ type: 'positive', message: SAVED_MESSAGE });
    },
    onError: (error) => setMessage(showFailure(form.current, fields, error)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    if (!confirming || !validateFields(event.currentTarget, fields)) return;
    const changes: AccountUpdateRequest['user'] = { current_password: currentPassword.value };
    if (emailChanged) changes.email = email.value.trim();
    if (password.value !== '') changes.password = password.value;
    submit.mutate(changes);
  };

  return (
    <form ref={form} className="form" noValidate onSubmit={onSubmit}>
      <TextField field={email} name="email" label="E-mail" type="email" autoComplete="email" />
      <TextField
        field={password}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="Leave it empty to keep your password."
      />
      {confirming && (
        <TextField
          field={currentPassword}
          name="current_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Needed to change your e-mail or password."
        />
      )}
      <FormMessage message={message} />
      <SubmitButton label="Save" busyLabel="Saving…" busy={submit.isPending} disabled={!confirming} />
    </form>
  );
}
