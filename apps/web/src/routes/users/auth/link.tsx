import { createFileRoute } from '@tanstack/react-router';
import { LinkAccount } from '../../../accounts/link-account';

/** Where a provider sign-in that found an existing account asks for that account's password. */
export const Route = createFileRoute('/users/auth/link')({
  staticData: { pageType: 'sign-in', title: 'Link your account' },
  component: LinkAccount,
});
