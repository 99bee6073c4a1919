import { lazy } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { statusQueryOptions } from '../../../api/account';
import { loadDeckData } from '../../../api/deck-content';
import { loadDeck } from '../../../routing/deck-loader';
import { EditorScreen } from '../../../editor/editor-screen';
import { editorAccess } from '../../../editor/editor-access';
import { collaborativeEditorAccess } from '../../../collaboration/editor-seat';

// Loaded once the editor's first slide is drawn.
const EditorCollaboration = lazy(() => import('../../../collaboration/editor-collaboration'));
// Only a deck that cannot be edited shows it.
const EditRequiresUpgrade = lazy(() =>
  import('../../../editor/edit-requires-upgrade').then((module) => ({ default: module.EditRequiresUpgrade })),
);

/**
 * `/{username}/{slug}/edit`: the editor, for the deck's owner, admins and editors. Others go to the
 * review view, as does anyone who may edit a collaborative deck while someone else edits it (the seat
 * is taken on opening when it is free or its holder away); a private deck whose owner is on the free
 * plan shows the upgrade page instead.
 * The content is fetched once on every visit (kept for the views it opens, such as the preview),
 * so editing starts from the newest version; moving between slides changes the address, not the data.
 */
export const Route = createFileRoute('/$username/$slugOrId/edit')({
  staticData: { pageType: 'deck-edit', title: 'Edit deck' },
  // Opening the editor of a collaborative deck takes its seat: never on a preload.
  preload: false,
  loader: async ({ context, params }) => {
    // Who is editing decides what Present opens (the owner's presenter view): known before the editor shows.
    const [deck] = await Promise.all([
      loadDeck(context.queryClient, params.username, params.slugOrId),
      context.queryClient.ensureQueryData(statusQueryOptions()),
    ]);
    const access = await collaborativeEditorAccess(deck, editorAccess(deck));
    if (access === 'review' || deck.slug !== params.slugOrId)
      throw redirect({
        to: access === 'review' ? '/$username/$slugOrId/review' : '/$username/$slugOrId/edit',
        params: { username: deck.user.username, slugOrId: deck.slug },
        replace: true,
      });
    if (access === 'upgrade') return { pageType: 'edit-requires-upgrade' as const, deck, content: null };
    return { deck, content: await loadDeckData(context.queryClient, deck.id) };
  },
  staleTime: 0,
  gcTime: 0,
  shouldReload: false,
  component: EditRoute,
});

function EditRoute() {
  const { deck, content } = Route.useLoaderData();
  if (!content) return <EditRequiresUpgrade title={deck.title} username={deck.user.username} slug={deck.slug} />;
  return <EditorScreen key={deck.id} deck={deck} content={content} collaboration={EditorCollaboration} />;
}
