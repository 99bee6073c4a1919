import { createFileRoute } from '@tanstack/react-router';
import { SignIn } from '../../accounts/sign-in';
import { signInOptionsQueryOptions } from '../../api/sign-in';
import { providerProblemSearch, type ProviderProblemSearch } from '../../accounts/return-search';

export const Route = createFileRoute('/users/sign_in')({
  staticData: { pageType: 'sign-in', title: 'Sign in' },
  /** `redirect`: where to go once signed in (a path on this site); `auth_error`: why a provider sign-in failed. */
  validateSearch: (search: Record<string, unknown>): { redirect?: string } & ProviderProblemSearch => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...providerProblemSearch(search),
  }),
  loader: ({ context }) => context.queryClient.ensureQueryData(signInOptionsQueryOptions()),
  component: SignIn,
});
