import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { accountMessages, emailProblem, passwordProblem, usernameProblem } from '@lectern/domain';
import { isUsernameTaken, signUp } from '../api/account';
import { FormMessage, SubmitButton } from '../forms/form-parts';
import { showFailure, validateFields } from '../forms/form-fields';
import { createTakenMessages } from '../forms/taken-message';
import { TextField } from '../forms/text-field';
import { useField } from '../forms/use-field';
import { startSession } from '../session/session-actions';
import { AccountScreen } from './account-screen';

/** Sign-up (spec/002 §5): username, e-mail, password and the terms; success opens the new profile. */
export function SignUp() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const termsNoteId = useId();
  const [takenMessage] = useState(createTakenMessages);
  const username = useField({
    rule: usernameProblem,
    remote: async (name, signal) => ((await isUsernameTaken(name, signal)) ? takenMessage() : undefined),
    normalize: (value) => value.toLowerCase(),
  });
  const email = useField({ rule: (value) => emailProblem(value.trim()) });
  const password = useField({ rule: passwordProblem });
  const fields = { username, email, password };
  const [agreed, setAgreed] = useState(false);
  const [message, setMessage] = useState<string>();

  const submit = useMutation({
    mutationFn: signUp,
    onSuccess: async (response) => {
      await startSession(queryClient, response);
      await navigate({ to: '/$username', params: { username: response.user.username } });
    },
    onError: (error) => setMessage(showFailure(form.current, fields, error)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    if (!agreed || !validateFields(event.currentTarget, fields)) return;
    submit.mutate({ username: username.value, email: email.value.trim(), password: password.value });
  };

  return (
    <AccountScreen
      lead="Make decks, present them and share them. It only takes a minute."
      footer={
        <>
          Already have an account? <Link to="/users/sign_in">Sign in</Link>
        </>
      }
    >
      <form ref={form} className="form" noValidate onSubmit={onSubmit}>
        <TextField
          field={username}
          name="username"
          label="Username"
          autoComplete="username"
          autoFocus
          hint={`Your decks will live at ${window.location.host}/${username.value || 'username'}`}
        />
        <TextField field={email} name="email" label="E-mail" type="email" autoComplete="email" />
        <TextField field={password} name="password" label="Password" type="password" autoComplete="new-password" />
        <div className="checkbox">
          <input
            id={`${termsNoteId}-terms`}
            name="terms"
            type="checkbox"
            checked={agreed}
            aria-describedby={agreed ? undefined : termsNoteId}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <label htmlFor={`${termsNoteId}-terms`}>I agree to the Terms of Service and Privacy policy</label>
        </div>
        <p className="form__note">
          Read the{' '}
          <Link to="/terms" target="_blank">
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link to="/privacy" target="_blank">
            Privacy policy
          </Link>
          .
        </p>
        {!agreed && (
          <p id={termsNoteId} className="form__note">
            {accountMessages.terms}
          </p>
        )}
        <FormMessage message={message} />
        <SubmitButton
          label="Sign up"
          busyLabel="Signing up…"
          busy={submit.isPending}
          disabled={!agreed}
          describedBy={agreed ? undefined : termsNoteId}
        />
      </form>
    </AccountScreen>
  );
}
