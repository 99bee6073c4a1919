import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

// GET /fonts/google (spec/001 §7): the Google Fonts families matching what is typed.

/** At most `limit` families matching `term`, and whether a font list is configured at all. */
export const googleFontsQueryOptions = (term: string, limit: number) =>
  queryOptions({
    queryKey: ['fonts', 'google', term, limit] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/fonts/google?${new URLSearchParams({ q: term, limit: String(limit) })}`, {
        answer: 'googleFontsResponse',
        signal,
      }),
    staleTime: Infinity,
    retry: false,
  });
