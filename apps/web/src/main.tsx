import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { NotificationCenter } from './notifications/notification-center';
import { NotificationProvider } from './notifications/notification-context';
import { SessionProvider } from './session/session-context';
import { SessionStore } from './session/session-store';
import { dropServerPaintedDeckElsewhere, isServerPainted } from './present/server-painted';
import './styles/app.css';

const notifications = new NotificationCenter();
// A request that failed for good says so: with its own message, or the generic one (spec/000 §8).
const queryClient = createQueryClient((message) => notifications.notify({ type: 'negative', message }));
const session = new SessionStore();
session.follow(queryClient.getQueryCache());
const router = createAppRouter(queryClient, session);
dropServerPaintedDeckElsewhere(router);
// Under a painted deck the app first loads its route, so its first layout is the page's own: an
// empty page in the meantime would show its footer in view and then push it away.
if (isServerPainted()) await router.load().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <NotificationProvider center={notifications}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </NotificationProvider>
  </StrictMode>,
);
