import { createFileRoute } from '@tanstack/react-router';
import { SignIn } from '../../accounts/sign-in';

export const Route = createFileRoute('/users/sign_in')({
  staticData: { pageType: 'sign-in', title: 'Sign in' },
  /** `redirect`: where to go once signed in (a path on this site). */
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: SignIn,
});
