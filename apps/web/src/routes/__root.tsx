import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../routing/router-context';
import { NotFound } from '../layout/not-found';
import { RootLayout } from '../layout/root-layout';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});
