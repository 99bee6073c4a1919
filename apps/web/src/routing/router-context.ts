import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '../session/session-store';

/** What every route's loader receives: loaders call `queryClient.ensureQueryData(...)`. */
export interface RouterContext {
  queryClient: QueryClient;
  /** Who the page is signed in as; it follows every status answer. */
  session: SessionStore;
}
