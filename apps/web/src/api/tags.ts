import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Tag } from '@lectern/contracts';
import { apiRequest } from './client';
import type { MediaLibraryName } from './media-library-name';

// The tag calls of spec/000 §7 and spec/001 §7: deck tags (the profile) and media tags (the media
// libraries, whose cache is in media.ts; a team's under /team/tags). The default deck tag is a user
// setting (user-settings.ts).

type TagType = Tag['tag_type'];

const tagsPath = (library: MediaLibraryName) => (library === 'team' ? '/team/tags' : '/tags');
const tagPath = (tagId: string, library: MediaLibraryName) => `${tagsPath(library)}/${encodeURIComponent(tagId)}`;
const tagOf = ({ tag }: { tag: Tag }) => tag;

/** GET /tags: the signed-in user's tags of one type (or their team's media tags). */
export const fetchTags = (tagType: TagType, signal?: AbortSignal, library: MediaLibraryName = 'own') =>
  apiRequest(`${tagsPath(library)}?tag_type=${tagType}`, { answer: 'tagsResponse', signal }).then(({ tags }) => tags);

/** A new tag gets a generated name ("Tag N"). */
export const createTag = (tagType: TagType, library: MediaLibraryName = 'own') =>
  apiRequest(`${tagsPath(library)}?tag_type=${tagType}`, { method: 'POST', answer: 'tagResponse' }).then(tagOf);

/** A blank name is ignored by the server too: the tag keeps its name. */
export const renameTag = (tagId: string, name: string, library: MediaLibraryName = 'own') =>
  apiRequest(tagPath(tagId, library), { method: 'PUT', body: { tag: { name } }, answer: 'tagResponse' }).then(tagOf);

export const deleteTag = (tagId: string, library: MediaLibraryName = 'own') =>
  apiRequest(tagPath(tagId, library), { method: 'DELETE' });

/** POST /tags/{id}/add_{models} and DELETE /tags/{id}/remove_{models}: puts models under a tag or takes them out. */
const changeTagged = (
  tagId: string,
  models: 'decks' | 'media',
  ids: readonly string[],
  change: 'add' | 'remove',
  library: MediaLibraryName = 'own',
) =>
  apiRequest(`${tagPath(tagId, library)}/${change}_${models}`, {
    method: change === 'add' ? 'POST' : 'DELETE',
    body: { model_ids: ids },
    answer: 'tagResponse',
  }).then(tagOf);

export const tagDecks = (tagId: string, deckIds: readonly string[]) => changeTagged(tagId, 'decks', deckIds, 'add');

export const untagDecks = (tagId: string, deckIds: readonly string[]) =>
  changeTagged(tagId, 'decks', deckIds, 'remove');

export const tagMedia = (
  library: MediaLibraryName,
  tagId: string,
  mediaIds: readonly string[],
  change: 'add' | 'remove',
) => changeTagged(tagId, 'media', mediaIds, change, library);

export const TAGS_QUERY_KEY = ['tags', 'deck'] as const;

/** The signed-in user's deck tags, sorted by name. Changes are written into the cache. */
export const tagsQueryOptions = () =>
  queryOptions({ queryKey: TAGS_QUERY_KEY, queryFn: ({ signal }) => fetchTags('deck', signal) });

/** Deck tags are listed by name, case-insensitively (spec/000 §3). */
const byName = (a: Tag, b: Tag) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** Writes a created or changed deck tag into the cached list. */
export function putTag(queryClient: QueryClient, tag: Tag): void {
  queryClient.setQueryData<Tag[]>(TAGS_QUERY_KEY, (tags = []) =>
    [...tags.filter((candidate) => candidate.id !== tag.id), tag].sort(byName),
  );
}

export function dropTag(queryClient: QueryClient, tagId: string): void {
  queryClient.setQueryData<Tag[]>(TAGS_QUERY_KEY, (tags = []) => tags.filter((tag) => tag.id !== tagId));
}
