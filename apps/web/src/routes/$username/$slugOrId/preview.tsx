import { createFileRoute, redirect } from '@tanstack/react-router';
import { revisionQueryOptions, revisionsQueryOptions } from '../../../api/revisions';
import { loadDeck, rethrowAsNotFound } from '../../../routing/deck-loader';
import { RevisionPreview } from '../../../revisions/revision-preview';

const revisionNumber = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
};

/** `/{username}/{slug}/preview?revision={id}`: a revision of the deck; the newest without `revision`. Owners and editors only. */
export const Route = createFileRoute('/$username/$slugOrId/preview')({
  staticData: { pageType: 'fullscreen', title: 'Revision preview' },
  validateSearch: (raw: Record<string, unknown>): { revision?: number } => {
    const revision = revisionNumber(raw.revision);
    return revision === undefined ? {} : { revision };
  },
  loaderDeps: ({ search }) => ({ revision: search.revision }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    const deck = await loadDeck(queryClient, params.username, params.slugOrId);
    if (deck.slug !== params.slugOrId) {
      throw redirect({
        to: '/$username/$slugOrId/preview',
        params: { username: deck.user.username, slugOrId: deck.slug },
        search: deps,
        replace: true,
      });
    }
    const revisions = await queryClient.ensureQueryData(revisionsQueryOptions(deck.id)).catch(rethrowAsNotFound);
    const shown = deps.revision ?? revisions[0]?.id;
    if (shown !== undefined)
      await queryClient.ensureQueryData(revisionQueryOptions(deck.id, shown)).catch(rethrowAsNotFound);
  },
  component: RevisionPreview,
});
