import { queryOptions } from '@tanstack/react-query';
import { SESSION_CHECK_INTERVAL_MS } from '../constants';
import { apiRequest } from './client';

/** GET /api/v1/status (spec/000 §3, §7). */
export interface StatusResponse {
  user_signed_in: boolean;
}

/** The session state, checked again every SESSION_CHECK_INTERVAL_MS (spec/000 §4). */
export const statusQueryOptions = () =>
  queryOptions({
    queryKey: ['status'],
    queryFn: ({ signal }) => apiRequest<StatusResponse>('/status', { signal }),
    refetchInterval: SESSION_CHECK_INTERVAL_MS,
  });
