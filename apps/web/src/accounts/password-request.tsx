import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { emailProblem } from '@lectern/domain';
import { requestPasswordReset } from '../api/account';
import { FormMessage, SubmitButton } from '../forms/form-parts';
import { showFailure, validateFields } from '../forms/form-fields';
import { TextField } from '../forms/text-field';
import { useField } from '../forms/use-field';
import { AccountScreen } from './account-screen';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function PasswordRequest() {
  const form = useRef<HTMLFormElement>(null);
  const email = useField({ rule: (value) => emailProblem(value.trim()) });
  const fields = { email };
  const [message, setMessage] = useState<string>();

  const submit = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => setMessage(showFailure(form.current, fields, error)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    if (validateFields(event.currentTarget, fields)) submit.mutate(email.value.trim());
  };

  return (
    <AccountScreen
      lead="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it? <Link to="/users/sign_in">Sign in</Link>
        </>
      }
    >
      {submit.data ? (
        <FormMessage tone="positive" message={submit.data.message} />
      ) : (
        <form ref={form} className="form" noValidate onSubmit={onSubmit}>
          <TextField field={email} name="email" label="E-mail" type="email" autoComplete="email" autoFocus />
          <FormMessage message={message} />
          <SubmitButton label="Send reset link" busyLabel="Sending…" busy={submit.isPending} />
        </form>
      )}
    </AccountScreen>
  );
}
