import { createFileRoute } from '@tanstack/react-router';
import { loadDeckView } from '../../routing/deck-loader';
import { DeckViewGate } from '../../present/deck-view-gate';
import { pageToken } from '../../present/query-options';
import { SpeakerView } from '../../present/speaker/speaker-view';

interface SpeakerSearch {
  username: string;
  slug: string;
  token?: string;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** `/reveal/notes.html?username={u}&slug={slug}`: the speaker view of a deck, opened from its presenter. */
export const Route = createFileRoute('/reveal/notes.html')({
  staticData: { pageType: 'speaker-view', title: 'Speaker view' },
  validateSearch: (raw: Record<string, unknown>): SpeakerSearch => ({
    username: text(raw.username),
    slug: text(raw.slug),
    ...(raw.token === undefined ? {} : { token: text(raw.token) }),
  }),
  loaderDeps: ({ search: { username, slug } }) => ({ username, slug }),
  // The token as written in the address: search values are parsed as JSON, which may change it.
  loader: ({ context, deps, location }) =>
    loadDeckView(context.queryClient, deps.username, deps.slug, pageToken(location.searchStr)),
  component: Speaker,
});

function Speaker() {
  const { username, slug } = Route.useSearch();
  return <DeckViewGate load={Route.useLoaderData()} username={username} slugOrId={slug} view={SpeakerView} />;
}
