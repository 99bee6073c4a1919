import { createFileRoute, redirect } from '@tanstack/react-router';
import { endSession } from '../../session/session-actions';

export const Route = createFileRoute('/users/sign_out')({
  staticData: { pageType: 'base', title: 'Sign out' },
  // Signs out and goes home; never while merely preloading a link to it.
  beforeLoad: async ({ context, preload }) => {
    if (preload) return;
    await endSession(context.queryClient, context.session);
    throw redirect({ to: '/', replace: true });
  },
});
