import { createFileRoute } from '@tanstack/react-router';
import { PasswordRequest } from '../../../accounts/password-request';

export const Route = createFileRoute('/users/password/')({
  staticData: { pageType: 'password', title: 'Reset your password' },
  component: PasswordRequest,
});
