import { QueryCache, QueryClient, type QueryMeta } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { TRANSIENT_REQUEST_RETRIES } from '../ui/constants';
import { genericErrorMessage } from '../errors/generic-error';

/** Only failures that may pass on their own are retried: no answer, or a server error. */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  const transient = error instanceof ApiError && (error.status === 0 || error.status >= 500);
  return transient && failureCount < TRANSIENT_REQUEST_RETRIES;
}

/**
 * What a query that failed for good says: its own `meta.errorMessage` (a spec text), else the
 * generic rotation. Nothing for a 404 (the screen shows what is not there) nor for a private link
 * asking for its password (the screen asks for it).
 */
export function requestFailureMessage(error: unknown, meta: QueryMeta | undefined): string | undefined {
  if (error instanceof ApiError && (error.status === 404 || error.code === 'password_required')) return undefined;
  return typeof meta?.errorMessage === 'string' ? meta.errorMessage : genericErrorMessage(error);
}

/** `onRequestError` hears every query that failed for good (after its retries), with what to say about it. */
export function createQueryClient(onRequestError: (message: string) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const message = requestFailureMessage(error, query.meta);
        if (message) onRequestError(message);
      },
    }),
    defaultOptions: { queries: { retry: shouldRetryRequest } },
  });
}
