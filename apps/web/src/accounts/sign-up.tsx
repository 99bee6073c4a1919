import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { accountMessages, emailProblem, passwordProblem, usernameProblem } from '@lectern/domain';
import { isUsernameTaken, signUp } from '../api/account';
import { signInOptionsQueryOptions } from '../api/sign-in';
import { CheckboxField, FormMessage, SubmitButton } from '../forms/form-parts';
import { showFailure, validateFields } from '../forms/form-fields';
import { createTakenMessages } from '../forms/taken-message';
import { TextField } from '../forms/text-field';
import { useField } from '../forms/use-field';
import { startSession } from '../session/session-actions';
import { AccountScreen } from './account-screen';
import { AuthSection } from './auth-section';
import { BOT_CHECK_NEEDED, useBotCheck } from './bot-check';
import { ProviderProblem } from './provider-problem';
import { OrDivider, ProviderButtons } from './provider-buttons';

const route = getRouteApi('/users/sign_up');

/** The registration option of spec/002 §2 that a provider's sign-up carries too. */
const NEWS_LABEL = 'Send me the Lectern newsletter';

/**
 * Sign-up (spec/002 §5): a username, then an e-mail and a password, or a sign-in provider when any
 * is configured (the username, if typed, and the news choice go along to it); the terms must be
 * agreed to first either way. Success opens the new profile.
 */
export function SignUp() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { auth_error, provider } = route.useSearch();
  const { providers, bot_check } = useSuspenseQuery(signInOptionsQueryOptions()).data;
  const form = useRef<HTMLFormElement>(null);
  const passwordSection = useRef<HTMLDetailsElement>(null);
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
  const [subscriber, setSubscriber] = useState(false);
  const botCheck = useBotCheck(bot_check);
  const [message, setMessage] = useState<string>();

  const submit = useMutation({
    mutationFn: () =>
      signUp(
        { username: username.value, email: email.value.trim(), password: password.value, email_subscriber: subscriber },
        botCheck.token,
      ),
    onSuccess: async (response) => {
      await startSession(queryClient, response);
      await navigate({ to: '/$username', params: { username: response.user.username } });
    },
    onError: (error) => {
      botCheck.spent();
      setMessage(showFailure(form.current, fields, error));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    // A problem is shown, and focused, in the fields it is about.
    if (passwordSection.current) passwordSection.current.open = true;
    if (!agreed || !validateFields(event.currentTarget, fields)) return;
    if (!botCheck.passed) return setMessage(BOT_CHECK_NEEDED);
    submit.mutate();
  };

  const withProviders = providers.length > 0;
  return (
    <AccountScreen
      lead="Make decks, present them and share them. It only takes a minute."
      footer={
        <>
          Already have an account? <Link to="/users/sign_in">Sign in</Link>
        </>
      }
    >
      <ProviderProblem problem={auth_error} provider={provider} providers={providers} />
      <form ref={form} className="form" noValidate onSubmit={onSubmit}>
        <TextField
          field={username}
          name="username"
          label="Username"
          autoComplete="username"
          autoFocus
          hint={`Your decks will live at ${window.location.host}/${username.value || 'username'}`}
        />
        <AuthSection
          title={withProviders ? 'Sign up with an e-mail and password' : undefined}
          sectionRef={passwordSection}
        >
          <div className="form">
            <TextField field={email} name="email" label="E-mail" type="email" autoComplete="email" />
            <TextField field={password} name="password" label="Password" type="password" autoComplete="new-password" />
          </div>
        </AuthSection>
        <CheckboxField label={NEWS_LABEL} checked={subscriber} onChange={setSubscriber} />
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
        {botCheck.widget}
        <FormMessage message={message} />
        <SubmitButton
          label="Sign up"
          busyLabel="Signing up…"
          busy={submit.isPending}
          disabled={!agreed}
          describedBy={agreed ? undefined : termsNoteId}
        />
        {withProviders && (
          <>
            <OrDivider />
            <ProviderButtons
              providers={providers}
              disabled={!agreed}
              describedBy={agreed ? undefined : termsNoteId}
              query={() => ({
                intent: 'sign_up',
                email_subscriber: subscriber ? 'true' : 'false',
                ...(usernameProblem(username.value) === undefined ? { username: username.value } : {}),
              })}
            />
          </>
        )}
      </form>
    </AccountScreen>
  );
}
