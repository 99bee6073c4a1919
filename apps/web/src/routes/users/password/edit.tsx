import { createFileRoute } from '@tanstack/react-router';
import { PasswordReset } from '../../../accounts/password-reset';

/** The address of the reset e-mail's link. */
export const Route = createFileRoute('/users/password/edit')({
  staticData: { pageType: 'password', title: 'Choose a new password' },
  validateSearch: (search: Record<string, unknown>): { reset_password_token?: string } =>
    typeof search.reset_password_token === 'string' ? { reset_password_token: search.reset_password_token } : {},
  component: PasswordReset,
});
