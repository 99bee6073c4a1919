import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { TRANSIENT_REQUEST_RETRIES } from '../constants';

/** Only failures that may pass on their own are retried: no answer, or a server error. */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  const transient = error instanceof ApiError && (error.status === 0 || error.status >= 500);
  return transient && failureCount < TRANSIENT_REQUEST_RETRIES;
}

/** `onRequestError` hears every query that failed for good (after its retries). */
export function createQueryClient(onRequestError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onRequestError }),
    defaultOptions: { queries: { retry: shouldRetryRequest } },
  });
}
