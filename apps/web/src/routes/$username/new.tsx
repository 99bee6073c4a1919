import { createFileRoute, redirect } from '@tanstack/react-router';
import { createDeck } from '../../api/decks';
import { statusQueryOptions } from '../../api/account';

/**
 * `/{username}/new[?theme_color=...]` (spec/000 §2): a new deck for the signed-in user, who
 * then lands in its editor; anyone else signs in first. Never preloaded: pointing at a link creates nothing.
 */
export const Route = createFileRoute('/$username/new')({
  staticData: { pageType: 'deck-edit', title: 'New deck' },
  validateSearch: (raw: Record<string, unknown>): { theme_color?: string } =>
    typeof raw.theme_color === 'string' && raw.theme_color ? { theme_color: raw.theme_color } : {},
  loaderDeps: ({ search }) => search,
  preload: false,
  beforeLoad: async ({ context, params, location }) => {
    await context.queryClient.ensureQueryData(statusQueryOptions());
    if (context.session.getSnapshot().user?.username !== params.username) {
      throw redirect({ to: '/users/sign_in', search: { redirect: location.href }, replace: true });
    }
  },
  loader: async ({ deps }) => {
    const deck = await createDeck(deps.theme_color ? { theme_color: deps.theme_color } : {});
    throw redirect({
      to: '/$username/$slugOrId/edit',
      params: { username: deck.user.username, slugOrId: deck.slug },
      replace: true,
    });
  },
});
