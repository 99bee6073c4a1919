import { createFileRoute, redirect } from '@tanstack/react-router';
import { statusQueryOptions } from '../../../api/account';
import { acceptInvitation } from '../../../api/collaboration';
import { rethrowAsNotFound } from '../../../routing/deck-loader';

/**
 * `/invitations/deck/{id}`: the link mailed to an address without an account. Signed in with that
 * address, it makes them a collaborator and opens the deck's review page; anyone else signs in first.
 * Never preloaded: pointing at a link accepts nothing.
 */
export const Route = createFileRoute('/invitations/deck/$invitationId')({
  staticData: { pageType: 'invitation', title: 'Join a deck' },
  preload: false,
  beforeLoad: async ({ context, location }) => {
    await context.queryClient.ensureQueryData(statusQueryOptions());
    if (!context.session.getSnapshot().user)
      throw redirect({ to: '/users/sign_in', search: { redirect: location.href }, replace: true });
  },
  loader: async ({ params }) => {
    const deck = await acceptInvitation(params.invitationId).catch(rethrowAsNotFound);
    throw redirect({
      to: '/$username/$slugOrId/review',
      params: { username: deck.user.username, slugOrId: deck.slug },
      replace: true,
    });
  },
});
