import type { QueryClient } from '@tanstack/react-query';
import type { StatusResponse, UserSettings } from '@lectern/contracts';
import { STATUS_QUERY_KEY } from '../api/status-query';

/** Shows saved settings on the page: the session store follows the status answer. */
export function showSettings(queryClient: QueryClient, settings: UserSettings): void {
  queryClient.setQueryData<StatusResponse>(STATUS_QUERY_KEY, (status) =>
    status?.user ? { ...status, user: { ...status.user, settings } } : status,
  );
}
