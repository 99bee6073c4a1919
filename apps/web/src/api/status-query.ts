import { queryOptions } from '@tanstack/react-query';
import type { StatusResponse } from '@lectern/contracts';
import { apiRequest } from './client';

export const STATUS_QUERY_KEY = ['status'] as const;

/**
 * GET /api/v1/status (spec/000 §3, §7): whether someone is signed in, and who. The session check
 * (src/session) decides when to ask again; nothing refetches it on its own.
 */
export const statusQueryOptions = () =>
  queryOptions({
    queryKey: STATUS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<StatusResponse>('/status', { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
