import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './router';
import { NotificationCenter } from './notifications/notification-center';
import { NotificationProvider } from './notifications/notification-context';
import { SessionProvider } from './session/session-context';
import { SessionStore } from './session/session-store';
import { dropServerPaintedDeckElsewhere, isServerPainted } from './present/server-painted';
import { isPagePainted, takePaintedQueries } from './app/painted-queries';
import './styles/app.css';
// With the page's stylesheet: the layer's own import then lists no file to fetch beside it.
import './ui/tooltip.css';

const notifications = new NotificationCenter();
// A request that failed for good says so: with its own message, or the generic one (spec/000 §8).
const queryClient = createQueryClient((message) => notifications.notify({ type: 'negative', message }));
const session = new SessionStore();
session.follow(queryClient.getQueryCache());
takePaintedQueries(queryClient);
const router = createAppRouter(queryClient, session);
dropServerPaintedDeckElsewhere(router);
// Under a painted deck the app first loads its route, so its first layout is the page's own: an
// empty page in the meantime would show its footer in view and then push it away. A painted page
// stays until the app's first render replaces it, which must therefore be the page itself.
if (isServerPainted() || isPagePainted()) await router.load().catch(() => undefined);

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
// The icon buttons' tooltips (decision 0072) load when the pointer or the keyboard's focus first
// arrives somewhere: a tooltip needs one of them, and a page's first screen does not wait for them.
const wakeTooltips = (event: Event) => {
  document.removeEventListener('pointerover', wakeTooltips, true);
  document.removeEventListener('focusin', wakeTooltips, true);
  void import('./ui/tooltip-layer').then((layer) => layer.startTooltipLayer(event));
};
document.addEventListener('pointerover', wakeTooltips, true);
document.addEventListener('focusin', wakeTooltips, true);
