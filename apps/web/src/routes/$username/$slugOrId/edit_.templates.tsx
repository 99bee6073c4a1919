import { createFileRoute } from '@tanstack/react-router';
import { loadDeck } from '../../../routing/deck-loader';
import { signedInOnly } from '../../../routing/signed-in-only';
import { TemplateWindowPage } from '../../../templates/template-window-page';

/**
 * `/{username}/{slug}/edit/templates`: the template browser in a window of its own, opened from the
 * deck's editor, to which it sends the slides messages (decision 0076). The deck gives its look and
 * theme; the templates are the signed-in person's and their team's.
 */
export const Route = createFileRoute('/$username/$slugOrId/edit_/templates')({
  staticData: { pageType: 'template-browser', title: 'Slide templates' },
  beforeLoad: signedInOnly,
  loader: async ({ context, params }) => ({
    deck: await loadDeck(context.queryClient, params.username, params.slugOrId),
  }),
  component: TemplateWindowRoute,
});

function TemplateWindowRoute() {
  const { deck } = Route.useLoaderData();
  return <TemplateWindowPage deck={deck} />;
}
