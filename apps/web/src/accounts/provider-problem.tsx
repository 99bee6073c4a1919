import type { ProviderSignInProblem, SignInProvider } from '@lectern/contracts';

/** What the account screens say when a sign-in with `provider` came back without one (`auth_error`). */
const messages: Record<ProviderSignInProblem, (provider: string) => string> = {
  cancelled: (provider) => `Signing in with ${provider} was cancelled.`,
  failed: (provider) => `Signing in with ${provider} did not work. Please try again.`,
  unavailable: (provider) => `${provider} cannot be reached right now. Please try again later.`,
  unverified_email: (provider) =>
    `${provider} has not verified your e-mail address, so it cannot sign you in here. Verify your address with ${provider} first, or sign up with a password.`,
  no_account: (provider) =>
    `No Lectern account uses this ${provider} sign-in yet. Agree to the terms below to sign up with ${provider}.`,
  identity_taken: (provider) => `That ${provider} account is linked to another Lectern account already.`,
};

export function providerProblemMessage(problem: string | undefined, provider: string): string | undefined {
  return problem !== undefined && problem in messages
    ? messages[problem as ProviderSignInProblem](provider)
    : undefined;
}

/** The problem a provider sign-in came back with, at the top of its screen; nothing without one. */
export function ProviderProblem({
  problem,
  provider,
  providers,
}: {
  problem: string | undefined;
  provider: string | undefined;
  providers: readonly SignInProvider[];
}) {
  const name = providers.find((known) => known.id === provider)?.name ?? provider ?? 'the provider';
  const message = providerProblemMessage(problem, name);
  if (!message) return null;
  return (
    <p className="form-message form-message--negative provider-problem" role="alert">
      {message}
    </p>
  );
}
