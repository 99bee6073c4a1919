import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { Tag } from './deck-types';

export const TAGS_QUERY_KEY = ['tags', 'deck'] as const;

/** GET /tags?tag_type=deck: the signed-in user's deck tags, sorted by name. Changes are written into the cache. */
export const tagsQueryOptions = () =>
  queryOptions({
    queryKey: TAGS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<{ tags: Tag[] }>('/tags?tag_type=deck', { signal }).then(({ tags }) => tags),
  });
