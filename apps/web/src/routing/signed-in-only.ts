import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { statusQueryOptions } from '../api/account';
import type { RouterContext } from './router-context';

/** A team screen's `beforeLoad`: signed in only; the session store has heard the first status answer once it is there. */
export async function signedInOnly({ context, location }: { context: RouterContext; location: ParsedLocation }) {
  await context.queryClient.ensureQueryData(statusQueryOptions());
  if (!context.session.getSnapshot().user) {
    throw redirect({ to: '/users/sign_in', search: { redirect: location.href }, replace: true });
  }
}
