import type { QueryClient } from '@tanstack/react-query';
import type { Tag } from './deck-types';
import { TAGS_QUERY_KEY } from './tags-query';

/** Deck tags are listed by name, case-insensitively (spec/000 §3). */
const byName = (a: Tag, b: Tag) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** Writes a created or changed tag into the cached list. */
export function putTag(queryClient: QueryClient, tag: Tag): void {
  queryClient.setQueryData<Tag[]>(TAGS_QUERY_KEY, (tags = []) =>
    [...tags.filter((candidate) => candidate.id !== tag.id), tag].sort(byName),
  );
}

export function dropTag(queryClient: QueryClient, tagId: string): void {
  queryClient.setQueryData<Tag[]>(TAGS_QUERY_KEY, (tags = []) => tags.filter((tag) => tag.id !== tagId));
}
