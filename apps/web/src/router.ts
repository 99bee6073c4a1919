import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { RouteError } from './errors/route-error';
import { RoutePending } from './routing/route-pending';
import { routeTree } from './routeTree.gen';
import type { SessionStore } from './session/session-store';

export function createAppRouter(queryClient: QueryClient, session: SessionStore) {
  return createRouter({
    routeTree,
    context: { queryClient, session },
    // An address that matches no screen shows the root's not-found screen inside the layout.
    notFoundMode: 'root',
    // Every screen's error component, unless a route names a more specific one.
    defaultErrorComponent: RouteError,
    // A screen still loading after the pending delay says so.
    defaultPendingComponent: RoutePending,
    defaultPreload: 'intent',
    // Route data lives in the query cache; the router does not cache it a second time.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
