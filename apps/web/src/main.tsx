import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { genericErrorMessage } from './errors/generic-error';
import { NotificationCenter } from './notifications/notification-center';
import { NotificationProvider } from './notifications/notification-context';
import './styles/app.css';

const notifications = new NotificationCenter();
// A request that failed for good says so with the generic message (spec/000 §8).
const queryClient = createQueryClient((error) =>
  notifications.notify({ type: 'negative', message: genericErrorMessage(error) }),
);
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <NotificationProvider center={notifications}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </NotificationProvider>
  </StrictMode>,
);
