import { createFileRoute } from '@tanstack/react-router';
import { SignUp } from '../../accounts/sign-up';
import { providerProblemSearch } from '../../accounts/return-search';
import { signInOptionsQueryOptions } from '../../api/sign-in';

export const Route = createFileRoute('/users/sign_up')({
  staticData: { pageType: 'sign-up', title: 'Sign up' },
  /** `auth_error`: why a sign-up with a provider did not happen. */
  validateSearch: providerProblemSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(signInOptionsQueryOptions()),
  component: SignUp,
});
